// A seeded random bot that plays aggressively so games end: it uses 【杀】 whenever it can,
// responds with 【闪】, saves itself with 【桃】 (others sometimes), and ends the play phase when
// nothing useful is left. Every pick goes through the game's generator.
import type { CardId, PlayerId } from "../model/types.ts";
import type { SeatView } from "../engine/seatView.ts";
import type { Rng } from "../engine/rng.ts";
import { skillNameOf } from "../engine/registry.ts";
import type {
  ActivateRequest,
  Agent,
  CardsRequest,
  GeneralRequest,
  OptionRequest,
  PlayActionRequest,
  PlayOption,
  PlayersRequest,
  RespondRequest,
  SkillOrderRequest,
} from "../engine/agent.ts";

export class RandomAgent implements Agent {
  constructor(private readonly rng: Rng) {}

  activate(_r: ActivateRequest): boolean {
    return this.rng.chance(9, 10);
  }

  skillOrder(r: SkillOrderRequest): number {
    return this.rng.int(0, r.skills.length - 1);
  }

  playAction(r: PlayActionRequest, view: SeatView): number {
    const me = view.player(r.player);
    const index = (pred: (o: PlayOption) => boolean) => r.options.findIndex(pred);
    const end = index((o) => o.kind === "end");
    const useful = r.options
      .map((o, i) => ({ o, i }))
      .filter(({ o }) => {
        if (o.kind === "end") return false;
        if (o.kind === "need" || o.kind === "recast") return true;
        if (o.kind === "skill") {
          if (skillNameOf(o.skill) === "苦肉") return me.hp > 2;
          return true;
        }
        if (o.use === -1) {
          // Equipment: worth it when the slot is empty, sometimes otherwise.
          const card = view.card(o.card);
          const slotTaken = Object.values(me.equipment).some((id) => id !== undefined && view.card(id)?.name === card?.name);
          return !slotTaken;
        }
        return true;
      });
    // A 【杀】 in hand is preferred; 〖武圣〗/〖激将〗 (a "need" option) are picked like any other option.
    const slash = useful.find(({ o }) => o.kind === "card" && o.name === "杀");
    if (slash && this.rng.chance(9, 10)) return slash.i;
    if (useful.length === 0 || this.rng.chance(1, 5)) return end;
    return this.rng.pick(useful).i;
  }

  respond(r: RespondRequest, view: SeatView): CardId | null {
    if (r.candidates.length === 0) return null;
    if (r.cardName === "桃" && r.reason === "dying") {
      const dyingSelf = view.isDying(r.player);
      if (!dyingSelf && !this.rng.chance(2, 5)) return null;
    }
    return r.candidates[0];
  }

  chooseCards(r: CardsRequest): CardId[] {
    const n = this.rng.int(r.min, r.max);
    return this.rng.shuffle([...r.candidates]).slice(0, n);
  }

  choosePlayers(r: PlayersRequest): PlayerId[] {
    const n = this.rng.int(r.min, r.max);
    return this.rng.shuffle([...r.candidates]).slice(0, n);
  }

  chooseOption(r: OptionRequest): number {
    return this.rng.int(0, r.options.length - 1);
  }

  chooseGeneral(r: GeneralRequest): number {
    return this.rng.int(0, r.generals.length - 1);
  }
}
