// `jinnang play`: several packs (files and folders), seated generals, a pack without a 牌堆, a
// person at one seat driven by piped input, and the record's lines for costs, judgements and
// prevented damage (issue #7 items 1 and 5).
import path from "node:path";
import { describe, expect, test } from "vitest";
import { FIXTURES, jinnang } from "./helpers.ts";

const NEW = path.join(FIXTURES, "newgen");
const TINY = path.join(FIXTURES, "nodeck", "tiny.sgs");
const NO_DECK = path.join(FIXTURES, "nodeck", "generals.sgs");

describe("jinnang play with packs", () => {
  test("two packs (a file and a folder), --general seats chosen generals, the record shows costs and prevented damage", () => {
    const r = jinnang(["play", "--players", "4", "--seed", "2", "--pack", "skills/standard.sgs", "--pack", NEW, "--general", "2=新将乙", "--general", "3=新将甲"]);
    expect(r.status).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[1]).toMatch(/^2号位 新将乙（.+，体力3\/3）$/u);
    expect(lines[2]).toMatch(/^3号位 新将甲（.+，体力4\/4）$/u);
    // 〖苦练〗 (cost ▶ effect): the cost paid and the effect, indented under the activation.
    const i = lines.findIndex((l) => l.includes("3号位新将甲发动〖苦练〗"));
    expect(i).toBeGreaterThan(0);
    expect(lines[i + 1]).toMatch(/^ {4}消耗：3号位新将甲失去1点体力$/u);
    expect(lines[i + 2]).toMatch(/^ {4}3号位新将甲摸2张牌$/u);
    // 〖铁壁〗 prevents the damage of a 【杀】.
    const j = lines.findIndex((l) => l.includes("2号位新将乙发动〖铁壁〗"));
    expect(lines[j + 1]).toMatch(/^ {4}防止2号位新将乙受到的3号位新将甲造成的1点伤害$/u);
    // The skill the compiler cannot honour is left out, with its warning on stderr.
    expect(r.stderr).toContain("warning[W-NOT-COMPILED]");
    expect(r.stderr).toContain("〖试炼〗");
    expect(r.stderr).toContain("1 skill(s) left out of play");
    // The same seed gives the same game.
    expect(jinnang(["play", "--players", "4", "--seed", "2", "--pack", "skills/standard.sgs", "--pack", NEW, "--general", "2=新将乙", "--general", "3=新将甲"]).stdout).toBe(r.stdout);
  }, 120_000);

  test("judgement cards with suit and rank, draws and discards", () => {
    const r = jinnang(["play", "--players", "5", "--seed", "3"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/判定（乐不思蜀）：判定牌【.+】[♠♥♣♦](A|[2-9]|10|J|Q|K)\n/u);
    expect(r.stdout).toMatch(/号位.+摸2张牌\n/u);
    expect(r.stdout).toMatch(/的【.+】[♠♥♣♦].*被弃置\n/u);
    expect(r.stdout).toMatch(/游戏结束，获胜者：/u);
  }, 120_000);

  test("a pack without a 牌堆 plays with the standard deck (and says so); with --no-standard it is refused", () => {
    const r = jinnang(["play", "--players", "4", "--seed", "1", "--pack", NO_DECK, "--general", "1=无牌将"]);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain("no given pack has a 牌堆: the standard pack");
    expect(r.stdout.split("\n")[0]).toMatch(/^1号位 无牌将（主公/u);
    const refused = jinnang(["play", "--players", "4", "--pack", NO_DECK, "--no-standard"]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("cannot play: the packs have no 牌堆 (deck)");
  }, 120_000);

  test("a deck too small to deal four each and judge is refused before play", () => {
    const r = jinnang(["play", "--players", "4", "--pack", TINY]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("jinnang play: cannot play: the packs' 牌堆 has 3 cards: a 4-player game needs at least 19 (four for each player, a judgement card and a first draw of two)\n");
    expect(r.stdout).toBe("");
  }, 60_000);

  test("an unknown general: a short message naming a few close names, exit 2", () => {
    const r = jinnang(["play", "--general", "2=曹丕"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^jinnang play: no general named 曹丕 in the packs \(25 generals\); did you mean .*曹操.*\?\n$/u);
    expect(r.stderr.length).toBeLessThan(200);
  }, 60_000);
});

describe("jinnang play --human", () => {
  test("piped input drives a whole 4-player game: numbered choices, only what the seat may see", () => {
    // h (help), v (the table), then blank lines: the default of every request.
    const input = ["h", "v", ...Array<string>(3000).fill("")].join("\n") + "\n";
    const r = jinnang(["play", "--players", "4", "--seed", "7", "--human", "2"], { input });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("输入编号回车");
    expect(r.stdout).toMatch(/【2号位】选择武将\n {2}\*1\. /u);
    expect(r.stdout).toMatch(/【2号位】出牌阶段：做什么？/u);
    expect(r.stdout).toMatch(/\*\d+\. 结束出牌阶段/u);
    expect(r.stdout).toMatch(/你的手牌：【/u);
    expect(r.stdout).toMatch(/游戏结束，/u);
    // Others' roles stay hidden (the lord's and one's own are known).
    const setup = r.stdout.split("\n").filter((l) => /^\d号位 /u.test(l));
    expect(setup).toHaveLength(4);
    expect(setup[0]).toMatch(/（主公，/u);
    expect(setup[1]).toMatch(/（你）$/u);
    expect(setup.filter((l) => l.includes("身份未知"))).toHaveLength(2);
    // Hand cards of others are never named: they are counted.
    expect(r.stdout).toMatch(/3号位.+（身份未知）体力\d\/\d 手牌\d+/u);
  }, 120_000);

  test("answers by number, and the end of input stops the game with exit 2", () => {
    const r = jinnang(["play", "--players", "4", "--seed", "7", "--human", "1"], { input: "2\n1\n" });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/the input ended before the game did/u);
    expect(r.stdout).toMatch(/【1号位】选择武将/u);
  }, 120_000);
});
