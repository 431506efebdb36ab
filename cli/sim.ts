// `jinnang sim`: many seeded games, on worker threads, summed up. Game i is played with the seed
// `${seed}#${i}` whichever worker plays it, and the summary is computed from the games in index
// order, so the result is the same for any number of workers.
import type { Pack, PlayerId, Role } from "../runtime/index.ts";

export interface SimSettings {
  readonly players: number;
  readonly seed: string;
  readonly roleSet: 0 | 1;
  readonly maxTurns: number;
  /** Generals seated in every game: a fixed seat (0-based), or null = seat `(i + k) mod players` for the k-th. */
  readonly generals: readonly { readonly seat: PlayerId | null; readonly name: string }[];
}

export interface GameSummary {
  readonly index: number;
  readonly seed: string;
  readonly winners: readonly PlayerId[];
  readonly roles: readonly Role[];
  readonly generals: readonly string[];
  readonly turns: number;
  /** lord, rebels, renegade; turnLimit (stuck); error (a fault outside every event); crash (the game threw). */
  readonly reason: string;
  /** Handler faults contained in the game. */
  readonly faults: number;
  /** Skill activations (the log's `skill` entries) by skill name. */
  readonly skills: Readonly<Record<string, number>>;
  /** The message when the game threw (crashed) or ended on an uncontained fault. */
  readonly message?: string;
}

export const gameSeed = (seed: string, index: number): string => `${seed}#${index}`;

/** The seats the settings fix for game `index`. */
export function seatsFor(settings: SimSettings, index: number): Map<PlayerId, string> {
  const seats = new Map<PlayerId, string>();
  let k = 0;
  for (const g of settings.generals) {
    if (g.seat !== null) seats.set(g.seat, g.name);
  }
  for (const g of settings.generals) {
    if (g.seat !== null) continue;
    // Rotate through the seats so a general plays each seat (and so each role) in turn.
    let seat = (index + k) % settings.players;
    while (seats.has(seat)) seat = (seat + 1) % settings.players;
    seats.set(seat, g.name);
    k++;
  }
  return seats;
}

export async function playOne(packs: readonly Pack[], settings: SimSettings, index: number): Promise<GameSummary> {
  const { createGame } = await import("../runtime/index.ts");
  const seed = gameSeed(settings.seed, index);
  try {
    const game = createGame({
      packs,
      players: settings.players,
      seed,
      roleSet: settings.roleSet,
      faults: "contain",
      maxTurns: settings.maxTurns,
      generals: seatsFor(settings, index),
    });
    const r = game.play();
    const skills: Record<string, number> = {};
    let message: string | undefined;
    for (const e of r.log) {
      if (e.t === "skill") skills[e.skill] = (skills[e.skill] ?? 0) + 1;
      else if (e.t === "error" && r.reason === "error") message = e.message;
    }
    return {
      index,
      seed,
      winners: r.winners,
      roles: r.roles,
      generals: r.generals,
      turns: r.turns,
      reason: r.reason,
      faults: r.errors,
      skills,
      ...(message !== undefined ? { message } : {}),
    };
  } catch (e) {
    return { index, seed, winners: [], roles: [], generals: [], turns: 0, reason: "crash", faults: 0, skills: {}, message: e instanceof Error ? e.message : String(e) };
  }
}

export interface Rate {
  readonly wins: number;
  readonly games: number;
  readonly rate: number;
  /** 95% Wilson score interval. */
  readonly low: number;
  readonly high: number;
}

/** The Wilson score interval (z = 1.96) for `wins` out of `n`. */
export function wilson(wins: number, n: number): Rate {
  if (n === 0) return { wins, games: n, rate: 0, low: 0, high: 0 };
  const z = 1.959963984540054;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const center = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  return { wins, games: n, rate: round(p), low: round(Math.max(0, center - half)), high: round(Math.min(1, center + half)) };
}

export interface SimReport {
  readonly games: number;
  readonly players: number;
  readonly seed: string;
  readonly packs: readonly string[];
  /** Games that ended with winners (4.1.1.1): what the win rates are over. */
  readonly decided: number;
  readonly outcomes: Readonly<Record<string, number>>;
  readonly winRates: {
    readonly byRole: Readonly<Record<string, Rate>>;
    readonly byGeneral: Readonly<Record<string, Rate>>;
  };
  readonly averageTurns: number;
  readonly skillsPerGame: Readonly<Record<string, number>>;
  readonly faultsContained: number;
  /** Games that threw (or ended on a fault outside every event), with the command that replays each. */
  readonly crashed: readonly { readonly game: number; readonly seed: string; readonly message: string; readonly replay: string }[];
  /** Games stopped by the turn cap, with the command that replays each. */
  readonly stuck: readonly { readonly game: number; readonly seed: string; readonly turns: number; readonly replay: string }[];
  /** Timing (the only fields that differ between runs): wall seconds, games per second, workers used. */
  readonly timing: { readonly seconds: number; readonly gamesPerSecond: number; readonly workers: number };
}

const ROLES: readonly Role[] = ["lord", "loyalist", "rebel", "renegade"];
const sorted = <T>(m: Map<string, T>): Record<string, T> => Object.fromEntries([...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export function summarize(games: readonly GameSummary[], meta: { players: number; seed: string; packs: readonly string[]; seconds: number; workers: number; replay: (index: number) => string }): SimReport {
  const inOrder = [...games].sort((a, b) => a.index - b.index);
  const outcomes = new Map<string, number>();
  const roleWins = new Map<string, [number, number]>();
  const generalWins = new Map<string, [number, number]>();
  const skills = new Map<string, number>();
  let turns = 0;
  let faults = 0;
  let decided = 0;
  for (const g of inOrder) {
    outcomes.set(g.reason, (outcomes.get(g.reason) ?? 0) + 1);
    turns += g.turns;
    faults += g.faults;
    for (const [k, n] of Object.entries(g.skills)) skills.set(k, (skills.get(k) ?? 0) + n);
    if (g.winners.length === 0) continue;
    decided++;
    const won = new Set(g.winners);
    for (const role of ROLES) {
      const seats = g.roles.map((r, i) => (r === role ? i : -1)).filter((i) => i >= 0);
      if (seats.length === 0) continue;
      const t = roleWins.get(role) ?? [0, 0];
      roleWins.set(role, [t[0] + (seats.some((s) => won.has(s)) ? 1 : 0), t[1] + 1]);
    }
    g.generals.forEach((name, seat) => {
      const t = generalWins.get(name) ?? [0, 0];
      generalWins.set(name, [t[0] + (won.has(seat) ? 1 : 0), t[1] + 1]);
    });
  }
  const n = inOrder.length;
  const rates = (m: Map<string, [number, number]>) => new Map([...m].map(([k, [w, c]]) => [k, wilson(w, c)]));
  const byRole = Object.fromEntries(ROLES.filter((r) => roleWins.has(r)).map((r) => [r, wilson(...roleWins.get(r)!)]));
  return {
    games: n,
    players: meta.players,
    seed: meta.seed,
    packs: meta.packs,
    decided,
    outcomes: sorted(outcomes),
    winRates: { byRole, byGeneral: sorted(rates(generalWins)) },
    averageTurns: n === 0 ? 0 : Math.round((turns / n) * 100) / 100,
    skillsPerGame: sorted(new Map([...skills].map(([k, c]) => [k, Math.round((c / Math.max(n, 1)) * 1000) / 1000]))),
    faultsContained: faults,
    crashed: inOrder.filter((g) => g.reason === "crash" || g.reason === "error").map((g) => ({ game: g.index, seed: g.seed, message: g.message ?? "", replay: meta.replay(g.index) })),
    stuck: inOrder.filter((g) => g.reason === "turnLimit").map((g) => ({ game: g.index, seed: g.seed, turns: g.turns, replay: meta.replay(g.index) })),
    timing: { seconds: Math.round(meta.seconds * 1000) / 1000, gamesPerSecond: meta.seconds > 0 ? Math.round((n / meta.seconds) * 10) / 10 : 0, workers: meta.workers },
  };
}

const ROLE_ZH: Record<string, string> = { lord: "主公", loyalist: "忠臣", rebel: "反贼", renegade: "内奸" };
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatReport(r: SimReport): string {
  const lines: string[] = [];
  lines.push(`${r.games} games, ${r.players} players, seed ${r.seed}, packs: ${r.packs.join(", ")}`);
  lines.push(`outcomes: ${Object.entries(r.outcomes).map(([k, v]) => `${k} ${v}`).join(", ")}; average ${r.averageTurns} turns a game`);
  lines.push("", `win rate by role (over ${r.decided} decided games; 95% Wilson interval):`);
  for (const [role, x] of Object.entries(r.winRates.byRole)) {
    lines.push(`  ${(ROLE_ZH[role] ?? role).padEnd(4, "　")} ${pct(x.rate).padStart(6)}  [${pct(x.low)}, ${pct(x.high)}]  ${x.wins}/${x.games}`);
  }
  lines.push("", "win rate by general (per seat played):");
  const generals = Object.entries(r.winRates.byGeneral).sort((a, b) => b[1].rate - a[1].rate || b[1].games - a[1].games);
  for (const [name, x] of generals) {
    lines.push(`  ${name.padEnd(6, "　")} ${pct(x.rate).padStart(6)}  [${pct(x.low)}, ${pct(x.high)}]  ${x.wins}/${x.games}`);
  }
  lines.push("", "skill activations per game:");
  const skills = Object.entries(r.skillsPerGame).sort((a, b) => b[1] - a[1]);
  for (const [name, x] of skills) lines.push(`  〖${name}〗 ${x.toFixed(3)}`);
  if (skills.length === 0) lines.push("  (none)");
  lines.push("");
  lines.push(`handler faults contained: ${r.faultsContained}`);
  lines.push(`crashed games: ${r.crashed.length}`);
  for (const c of r.crashed.slice(0, 20)) lines.push(`  game ${c.game} (${c.message}): ${c.replay}`);
  lines.push(`stuck games (turn cap): ${r.stuck.length}`);
  for (const s of r.stuck.slice(0, 20)) lines.push(`  game ${s.game}: ${s.replay}`);
  if (r.crashed.length > 20 || r.stuck.length > 20) lines.push("  (--format json lists them all)");
  lines.push(`${r.timing.gamesPerSecond} games/s (${r.timing.seconds} s on ${r.timing.workers} worker${r.timing.workers === 1 ? "" : "s"})`);
  return `${lines.join("\n")}\n`;
}
