// Damage elements (seed 004 §3.5.24, §3.5.58): 普通伤害 has none; 火焰/雷电/冰冻 are 属性伤害.
export const ELEMENT_WORDS: readonly { readonly id: "fire" | "thunder" | "ice" | "normal"; readonly word: string; readonly section: string }[] = [
  { id: "fire", word: "火焰", section: "3.5.24" },
  { id: "thunder", word: "雷电", section: "3.5.24" },
  { id: "ice", word: "冰冻", section: "3.5.58" },
  { id: "normal", word: "普通", section: "3.5.24" },
];
