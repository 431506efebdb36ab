// Debug: run a scenario and print its record (edit the board below).
const { packWith } = await import("../tests/skills/helpers.ts");
const { createScenario } = await import("../runtime/index.ts");
const pack = await packWith("洛神");
const s = createScenario({
  packs: [pack],
  players: [
    { general: "甄姬", agent: [{ activate: true, skill: "洛神" }, { activate: true, skill: "洛神" }, { activate: true, skill: "洛神" }] },
    { general: "黄盖" },
  ],
  drawPile: ["过河拆桥♠3", "过河拆桥♣3", "桃", "闪"],
});
try { s.runPhase(0, "prepare"); } catch (e) { console.log(String((e as Error).message)); }
console.log(s.entries().filter((e) => e.t === "decision" || e.t === "move" || e.t==="judge" || (e.t === "timing" && e.id.startsWith("judge"))).map((e) => JSON.stringify(e)).join("\n"));
