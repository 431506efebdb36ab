// A worker thread of `jinnang sim`: loads the packs itself from their files (cli/packs.ts
// PackSpec), then plays the games it is sent ({ from, to }: indices) and posts their summaries.
import { parentPort, workerData } from "node:worker_threads";
import { packsFromSpecs, type PackSpec } from "./packs.ts";
import { playOne, type GameSummary, type SimSettings } from "./sim.ts";

export interface WorkerData {
  readonly specs: readonly PackSpec[];
  readonly settings: SimSettings;
}

export type ToWorker = { readonly from: number; readonly to: number } | { readonly stop: true };
export type FromWorker = { readonly ready: true } | { readonly games: readonly GameSummary[] } | { readonly failed: string };

const port = parentPort;
if (port) {
  const data = workerData as WorkerData;
  try {
    const packs = await packsFromSpecs(data.specs);
    port.on("message", (m: ToWorker) => {
      if ("stop" in m) {
        port.close();
        return;
      }
      void (async () => {
        const games: GameSummary[] = [];
        for (let i = m.from; i < m.to; i++) games.push(await playOne(packs, data.settings, i));
        port.postMessage({ games } satisfies FromWorker);
      })();
    });
    port.postMessage({ ready: true } satisfies FromWorker);
  } catch (e) {
    port.postMessage({ failed: e instanceof Error ? e.message : String(e) } satisfies FromWorker);
  }
}
