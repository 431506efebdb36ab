// Syntax words of the notation: particles, connectives, card-line labels and punctuation.
// Their meaning is structural (the parser's rules), so they live with the grammar; every
// word with a game meaning is a row in runtime/vocabulary/ instead.
export const KEYWORDS: readonly string[] = [
  // punctuation (full-width, 3.5.10–3.5.13)
  "，", "。", "；", "：", "▶", "▷", "（→）", "（", "）", "/", "·", "～", "~", "+", "-", ".", "、",
  // timing marks standing alone (inside a catalogue phrase they belong to its token)
  "❶", "❷", "❸", "❹", "❺", "❻", "❼", "❽", "❾",
  // particles and connectives
  "的", "可", "当", "对", "令", "将", "若", "为", "不为", "是", "不是", "且", "或", "于", "至",
  "限", "内", "和", "与", "并", "各", "没有", "有", "使用", "打出", "体力", "伤害", "造成的",
  "无来源的", "对应的角色为你的", "此回合",
  // card lines
  "使用时机", "使用目标", "作用效果", "执行动作", "攻击范围",
];
