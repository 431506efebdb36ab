// Rulings of 4.1.1 (identity mode): starting hands (4.1.1.5) and the turn (4.1.1.6).
import { beforeAll, describe, expect, it } from "vitest";
import { RecordingAgent, optionNames, rulingsPack, scenario } from "./helpers.ts";
import { ScriptedAgent, createGame, type Pack } from "../../runtime/index.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

describe("4.1.1.5 分发起始手牌", () => {
  // 〖清俭①〗 is stood in for by "当你得到牌后，你可摸一张牌" (helpers.ts); every seat has it.
  it("4.1.1.5 ◎例如 夏侯惇在得到起始手牌後❷不能發動〖清儉①〗。", () => {
    const pack: Pack = { ...rulingsPack, generals: rulingsPack.generals.filter((g) => g.name === "夏侯惇") };
    const agents: ScriptedAgent[] = [];
    const game = createGame({
      packs: [pack],
      players: 4,
      seed: 7,
      maxTurns: 0,
      // An unscripted request throws: activating at the deal would fail the test.
      agents: (seat) => (agents[seat] = new ScriptedAgent([], `seat ${seat}`)),
    });
    const result = game.play();
    const state = game.engine.state;
    expect(state.players.map((p) => p.general)).toEqual(["夏侯惇", "夏侯惇", "夏侯惇", "夏侯惇"]);
    expect(state.players.map((p) => p.hand.length)).toEqual([4, 4, 4, 4]);
    // No event and no timing point before the game starts.
    expect(result.log.filter((e) => e.t === "timing" || e.t === "begin" || e.t === "skill")).toEqual([]);
    expect(result.log.filter((e) => e.t === "move").map((e) => (e.t === "move" ? e.reason : ""))).toEqual(["deal", "deal", "deal", "deal"]);

    // Contrast: once the game is on, the same skill is asked when its owner gains a card.
    agents[0].push({ activate: false, skill: "清俭" });
    game.engine.draw(0, 1);
    expect(agents[0].remaining).toEqual([]);
    expect(state.players[0].hand.length).toBe(5);
  });
});

describe("4.1.1.6 进行游戏", () => {
  // 〖好施〗 is test-only (helpers.ts): 额定摸牌数+2, then (→) give half if more than five.
  it("4.1.1.6 ◎例如 周瑜-魯肅在摸牌階段可先發動〖英姿〗將其額定摸牌數修改為3，然後發動〖好施〗將其", () => {
    const orders = ["英姿", "好施"] as const;
    for (const first of orders) {
      const second = first === "英姿" ? "好施" : "英姿";
      // An empty hand: five drawn, not more than five, no delayed effect.
      const s = scenario({
        players: [{ general: "鲁肃", agent: [{ order: first }, { activate: true, skill: first }, { activate: true, skill: second }] }, { general: "张飞" }, { general: "马超" }, { general: "貂蝉" }],
        drawPile: ["杀", "闪", "桃", "无中生有", "过河拆桥", "闪"],
      });
      s.runPhase(0, "draw");
      expect(s.handNames(0)).toEqual(["杀", "闪", "桃", "无中生有", "过河拆桥"]);
      expect(s.agents.map((a) => (a as ScriptedAgent).remaining.length)).toEqual([0, 0, 0, 0]);

      // One card already in hand: six after drawing five, so 〖好施〗's delayed effect gives three
      // to the other player with the fewest cards.
      const t = scenario({
        players: [
          {
            general: "鲁肃",
            hand: ["桃"],
            agent: [{ order: first }, { activate: true, skill: first }, { activate: true, skill: second }, { players: [2] }, { cards: ["桃", "杀", "闪"] }],
          },
          { general: "张飞", hand: ["闪"] },
          { general: "马超" },
          { general: "貂蝉" },
        ],
        drawPile: ["杀", "闪", "桃", "无中生有", "过河拆桥", "闪"],
      });
      t.runPhase(0, "draw");
      expect(t.handNames(0)).toEqual(["桃", "无中生有", "过河拆桥"]);
      expect(t.handNames(2)).toEqual(["桃", "杀", "闪"]);
      expect(t.agents.map((a) => (a as ScriptedAgent).remaining.length)).toEqual([0, 0, 0, 0]);
    }
  });

  // 华佗 also gets 黄盖's 〖苦肉〗 to fall into dying in its own play phase (compiled packs).
  it("4.1.1.6 ◎例如 華佗（標）於出牌階段內處於瀕死狀態時，不能對自己發動〖青囊〗。", () => {
    const agent = new RecordingAgent([{ play: { skill: "苦肉" } }, { respond: "桃" }, { players: [0] }, { play: "end" }]);
    const s = board(packs, {
      agents: "strict",
      players: [{ general: "华佗", hp: 1, hand: ["桃", "闪"], skills: ["青囊", "苦肉"], agent }, { general: "白板" }, { general: "白板" }, { general: "白板" }],
      drawPile: ["杀", "闪"],
    });
    s.runPhase(0, "play");
    // Between 〖苦肉〗 and the next idle time point only the dying request came: no play action.
    expect(agent.asked.map((r) => r.kind)).toEqual(["playAction", "respond", "choosePlayers", "playAction"]);
    const respond = agent.asked[1];
    expect(respond.kind === "respond" && respond.reason).toBe("dying");
    // At idle time points 〖青囊〗 is offered (华佗 is wounded), before and after the dying.
    expect(optionNames(agent.offered[0])).toContain("〖青囊〗");
    expect(optionNames(agent.offered[1])).toContain("〖青囊〗");
    expect(s.player(0).hp).toBe(1);
    expect(s.player(0).alive).toBe(true);
  });
});
