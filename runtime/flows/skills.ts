// 4.2.20 获得技能事件 and 4.2.21 失去技能事件: 获得/失去技能前, the player gains (owns) or loses the
// skills, 获得/失去技能后, 结算结束后. A skill gained at a timing point can be activated at that
// same point (003 §三 ◆); the dispatch reads the player's skills each time it offers one.
import type { SkillChangeEvent } from "../model/events.ts";
import type { Flow } from "../engine/flow.ts";
import { forgetSwitchState } from "../engine/skillState.ts";

export const gainSkillFlow: Flow<SkillChangeEvent> = {
  kind: "gainSkill",
  steps: [
    "gainSkill.before",
    {
      action: "gain",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        if (!p.alive) return "stop";
        const added = e.skills.filter((s) => !p.skills.includes(s));
        p.skills.push(...added);
        engine.log.add({ t: "skills", player: p.id, change: "gain", skills: added });
      },
    },
    "gainSkill.after",
    "gainSkill.end",
  ],
};

export const loseSkillFlow: Flow<SkillChangeEvent> = {
  kind: "loseSkill",
  steps: [
    "loseSkill.before",
    {
      action: "lose",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        const lost = e.skills.filter((s) => p.skills.includes(s));
        p.skills = p.skills.filter((s) => !lost.includes(s));
        // 3.5.62: a 转换技 lost keeps no state; gained again it starts 阳.
        for (const s of lost) forgetSwitchState(p, s);
        engine.log.add({ t: "skills", player: p.id, change: "lose", skills: lost });
      },
    },
    "loseSkill.after",
    "loseSkill.end",
  ],
};
