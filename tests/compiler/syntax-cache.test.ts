// The CLI's syntax cache (cli/syntaxCache.ts) hands back V8-serialized readings instead of
// reading a text again: the packs must compile to exactly the same modules, diagnostics and IR
// from a reading that went through serialization as from a fresh one (shared nodes and
// `undefined` fields included, which JSON would lose).
import { readFileSync } from "node:fs";
import v8 from "node:v8";
import { describe, expect, test } from "vitest";
import { compileTexts } from "../../compiler/compile.ts";
import { readPack } from "../../grammar/pack.ts";
import { PACK_FILES } from "../support/packs.ts";

const inputs = Object.values(PACK_FILES).map((file) => ({ file, text: readFileSync(file, "utf8") }));
const broken = {
  file: "broken.sgs",
  text: "武将 坏 魏 男 4\n〖错字〗出牌阶段，你可失去1点体力▶你摸两张排。\n〖半句〗出牌阶段，你可弃置一张牌▶\n",
};

describe("syntax readings survive the cache's serialization", () => {
  test("the corpus packs and the 军争 pack compile to the same modules", () => {
    let served = 0;
    const roundTrip = (text: string, file: string) => {
      served++;
      return v8.deserialize(v8.serialize(readPack(text, file))) as ReturnType<typeof readPack>;
    };
    const fresh = compileTexts(inputs);
    const cached = compileTexts(inputs, { read: roundTrip });
    expect(served).toBe(inputs.length);
    cached.forEach((c, i) => {
      expect(c.ts.length).toBeGreaterThan(0);
      expect(c.ts).toBe(fresh[i].ts);
      expect(c.diagnostics).toEqual(fresh[i].diagnostics);
      expect(c.ir).toEqual(fresh[i].ir);
    });
  }, 240_000);

  test("a pack with errors gets the same diagnostics", () => {
    const fresh = compileTexts([broken]);
    const cached = compileTexts([broken], { read: (t, f) => v8.deserialize(v8.serialize(readPack(t, f))) as ReturnType<typeof readPack> });
    expect(fresh[0].diagnostics.filter((d) => d.severity === "error").length).toBeGreaterThanOrEqual(2);
    expect(cached[0].diagnostics).toEqual(fresh[0].diagnostics);
  });
});
