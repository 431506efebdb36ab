// Debug: run a scenario under the table-driven pipeline and print the record (edit the board below).
process.env.JINNANG_PIPELINE = "tables";
const { packWith } = await import("../tests/skills/helpers.ts");
const { createScenario } = await import("../runtime/index.ts");
const pack = await packWith("枭姬");
const s = createScenario({
  packs: [pack],
  players: [
    { general: "孙尚香", hand: ["杀"], equipment: ["赤兔"], agent: [{ activate: true, skill: "枭姬" }] },
    { general: "黄盖" },
  ],
  drawPile: ["桃", "闪", "无中生有"],
});
try {
  s.act(0, (ctx) => ctx.discard(0, ctx.game.cardsIn(0, ["hand", "equip"])));
} catch (e) {
  console.log(String((e as Error).stack));
}
console.log(s.entries().filter((e) => e.t !== "timing" || process.env.T).map((e) => JSON.stringify(e)).join("\n"));
