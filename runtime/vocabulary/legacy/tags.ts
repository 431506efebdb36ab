// Skill tags (技能标签), 3.2.7.
import type { SkillTag } from "../../api/pack.ts";

export type SkillTagId = SkillTag;

export const SKILL_TAGS: readonly { readonly phrase: string; readonly tag: SkillTagId; readonly section: string }[] = [
  { phrase: "锁定技", tag: "locked", section: "3.2.7" },
  { phrase: "主公技", tag: "lord", section: "3.2.7" },
  { phrase: "限定技", tag: "limited", section: "3.2.7" },
  { phrase: "觉醒技", tag: "awaken", section: "3.2.7" },
  { phrase: "转换技", tag: "switch", section: "3.2.7" },
];
