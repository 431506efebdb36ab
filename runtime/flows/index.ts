// What runtime/flows/ plugs into the engine core (runtime/engine/parts.ts): the flow of each
// event kind the engine starts, and the rules operations its methods delegate to.
import type { EventFlows, FlowOps } from "../engine/parts.ts";
import { moveFlow } from "./move.ts";
import { damageFlow } from "./damage.ts";
import { loseHpFlow } from "./loseHp.ts";
import { hpDeductFlow } from "./hpDeduct.ts";
import { recoverFlow } from "./recover.ts";
import { dyingFlow } from "./dying.ts";
import { deathFlow } from "./death.ts";
import { judgeFlow } from "./judge.ts";
import { needUseFlow } from "./needUse.ts";
import { needPlayFlow } from "./needPlay.ts";
import { useFlow } from "./use.ts";
import { playFlow } from "./play.ts";
import { turnFlow } from "./turn.ts";
import { phaseFlows, phaseInsideFlows } from "./phase.ts";
import { gainMaxHpFlow, loseMaxHpFlow } from "./maxHp.ts";
import { gainSkillFlow, loseSkillFlow } from "./skills.ts";
import { discardMarks, gainMarkFlow } from "./marks.ts";
import { preUse } from "./preUse.ts";
import { chooseNeedTargetsEarly } from "./conversion.ts";
import { canChangeState, changeState, restore } from "./stateChange.ts";
import { canPindian, runPindian } from "./pindian.ts";
import { canCouncil, runCouncil } from "./council.ts";
import { changeAreas } from "./area.ts";
import { cancelMove, redirectMove } from "./moveEdit.ts";
import * as cardOps from "./cardOps.ts";

export const EVENT_FLOWS: EventFlows = {
  move: moveFlow,
  damage: damageFlow,
  loseHp: loseHpFlow,
  hpDeduct: hpDeductFlow,
  recover: recoverFlow,
  dying: dyingFlow,
  death: deathFlow,
  judge: judgeFlow,
  needUse: needUseFlow,
  needPlay: needPlayFlow,
  use: useFlow,
  play: playFlow,
  turn: turnFlow,
  phases: phaseFlows,
  phaseInsides: phaseInsideFlows,
  loseMaxHp: loseMaxHpFlow,
  gainMaxHp: gainMaxHpFlow,
  gainSkill: gainSkillFlow,
  loseSkill: loseSkillFlow,
  gainMark: gainMarkFlow,
};

export const FLOW_OPS: FlowOps = {
  preUse,
  chooseNeedTargetsEarly,
  changeState,
  canChangeState,
  restore,
  discardMarks,
  canPindian,
  runPindian,
  canCouncil,
  runCouncil,
  changeAreas,
  redirectMove,
  cancelMove,
  putOnGeneral: cardOps.putOnGeneral,
  recast: cardOps.recast,
  exchangeHands: cardOps.exchangeHands,
  exchangeEquipment: cardOps.exchangeEquipment,
  exchangeCards: cardOps.exchangeCards,
  revealTop: cardOps.revealTop,
  revealFromDrawPile: cardOps.revealFromDrawPile,
  revealFaceDown: cardOps.revealFaceDown,
  show: cardOps.show,
  look: cardOps.look,
  setAside: cardOps.setAside,
};
