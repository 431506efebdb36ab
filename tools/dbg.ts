// Debug: run a scenario under the table-driven pipeline and print the record.
process.env.JINNANG_PIPELINE = "tables";
const { loadPackFromSource } = await import("../compiler/index.ts");
const { corpusWithCards } = await import("../tests/compiler/corpusCards.ts");
const { createScenario } = await import("../runtime/index.ts");
const pack = await loadPackFromSource(corpusWithCards(["杀", "闪", "桃", "五谷丰登", "无懈可击"]), "standard.sgs");
const s = createScenario({
  packs: [pack],
  players: [
        { general: "貂蝉", hand: ["五谷丰登"], agent: [{ play: { card: "五谷丰登" } }, { cards: ["杀"] }, { play: "end" }] },
        { general: "黄盖", agent: [{ cards: ["桃"] }] },
        { general: "周瑜" },
  ],
      drawPile: ["桃♥3", "杀♠7", "闪♦2", "杀♣8"],
});
try { s.runPhase(0, "play"); } catch (e) { console.log(String((e as Error).stack)); }
console.log(s.entries().filter((e) => e.t !== "timing" || process.env.T).map((e) => JSON.stringify(e)).join("\n"));
