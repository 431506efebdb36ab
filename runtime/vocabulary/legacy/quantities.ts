// Numerals and quantifiers. Seed 004 §3.4.11 (X), §3.4.13 (等量), §3.4.17 (至多/至少),
// §3.4.18 (任意数量).
export const NUMERALS: readonly { readonly phrase: string; readonly value: number }[] = [
  { phrase: "一", value: 1 },
  { phrase: "二", value: 2 },
  { phrase: "两", value: 2 },
  { phrase: "三", value: 3 },
  { phrase: "四", value: 4 },
  { phrase: "五", value: 5 },
  { phrase: "六", value: 6 },
  { phrase: "七", value: 7 },
  { phrase: "八", value: 8 },
  { phrase: "九", value: 9 },
  { phrase: "十", value: 10 },
];

/** Variables (3.4.11). */
export const VARIABLES: readonly string[] = ["X", "Y", "Z", "A", "B"];

export type QuantifierId = "atMost" | "atLeast" | "all" | "equal" | "any";

export const QUANTIFIERS: readonly { readonly phrase: string; readonly id: QuantifierId; readonly section: string }[] = [
  { phrase: "至多", id: "atMost", section: "3.4.17" },
  { phrase: "至少", id: "atLeast", section: "3.4.17" },
  { phrase: "所有", id: "all", section: "3.4.17" },
  { phrase: "等量的", id: "equal", section: "3.4.13" },
  { phrase: "等量", id: "equal", section: "3.4.13" },
  { phrase: "任意数量的", id: "any", section: "3.4.18" },
  // 交给任意角色 (〖遗计〗): any players, each card to one of them.
  { phrase: "任意", id: "any", section: "3.4.18" },
];

export type MeasureId = "card" | "player" | "point" | "marker" | "item" | "times" | "kind";

/** Measure words (量词). */
export const MEASURES: readonly { readonly phrase: string; readonly id: MeasureId }[] = [
  { phrase: "张", id: "card" },
  { phrase: "名", id: "player" },
  { phrase: "点", id: "point" },
  { phrase: "枚", id: "marker" },
  { phrase: "个", id: "item" },
  { phrase: "次", id: "times" },
  { phrase: "种", id: "kind" },
];
