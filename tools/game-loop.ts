// A game loop for profiling (`node --cpu-prof --import tsx tools/game-loop.ts 5 200`): the compiled
// standard pack, seeded games, contained faults, as in `npm run bench`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadPackFromSource } from "../compiler/index.ts";
import { createGame } from "../runtime/index.ts";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const players = Number(process.argv[2] ?? "5");
const games = Number(process.argv[3] ?? "200");
const pack = await loadPackFromSource(readFileSync(path.join(root, "skills", "standard.sgs"), "utf8"), "standard.sgs");
for (let seed = 1; seed <= 20; seed++) createGame({ packs: [pack], players, seed, faults: "contain" }).play();
const t = performance.now();
const cpu = process.cpuUsage();
for (let seed = 1; seed <= games; seed++) createGame({ packs: [pack], players, seed, faults: "contain" }).play();
const ms = performance.now() - t;
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
// CPU time as well: on a loaded machine wall time mostly measures the neighbours.
process.stdout.write(`${players} players: ${((games / ms) * 1000).toFixed(1)} games/s wall, ${((games / cpuMs) * 1000).toFixed(1)} per CPU s\n`);
