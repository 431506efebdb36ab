// Behaviour check for runtime speed work: plays seeded identity games and prints a hash of each
// game's full JSON log, then one hash over them all. Run it on two checkouts and diff the output;
// a speed change must leave every line the same.
//
//   npx tsx tools/log-hash.ts [--packs standard|all] [--players 5,8] [--games 1000] [--from 1]
//
// "standard" is the compiled standard pack alone (as `npm run bench`); "all" is every acceptance
// pack with the 160-card deck (as tests/games), which also plays skills gained, lost and
// invalidated mid-game.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadTexts } from "../compiler/compile.ts";
import { createGame, type Pack } from "../runtime/index.ts";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const which = arg("packs", "standard");
const counts = arg("players", "5,8").split(",").map(Number);
const games = Number(arg("games", "1000"));
const from = Number(arg("from", "1"));

const files = which === "all" ? ["standard", "maneuvering", "yijiang", "jiexian"] : ["standard"];
const packs: Pack[] = await loadTexts(
  files.map((n) => ({ text: readFileSync(path.join(root, "skills", `${n}.sgs`), "utf8"), file: `${n}.sgs` })),
  { allowPartial: true },
);

const all = createHash("sha256");
for (const players of counts) {
  const t = performance.now();
  for (let seed = from; seed < from + games; seed++) {
    // Contained faults, as in `jinnang sim`: a throwing handler is part of the log too.
    const result = createGame({ packs, players, seed, faults: "contain" }).play();
    const h = createHash("sha256").update(JSON.stringify(result.log)).digest("hex").slice(0, 16);
    all.update(h);
    process.stdout.write(`${players}p seed ${seed} ${h} turns ${result.turns} ${result.reason}\n`);
  }
  process.stderr.write(`${players} players: ${games} games in ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
}
process.stdout.write(`all ${all.digest("hex")}\n`);
