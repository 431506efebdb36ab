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
  // 因执行<X>使用的【杀】的效果而… (裸衣, 救援, 寒冰剑; w-skills)
  "因执行", "的效果而",
  // 若你未于此回合的出牌阶段内使用或打出过【杀】 (克己; w-skills)
  "未", "过",
  // 若你于此阶段内以此法交给其他角色的手牌数首次不小于2 (仁德; w-skills)
  "此阶段", "手牌数", "首次", "不小于",
  // 将牌堆顶的两张牌扣置入处理区（对你可见） (遗计, 观星; w-skills)
  "牌堆顶的", "可见",
  // （X=min{角色数,5}） and 将其中任意数量的牌以任意顺序置于牌堆顶，将其余的牌以任意顺序置于牌堆底 (观星; w-skills)
  // (one token for "min{角色数,": a lone half-width "," stays an unknown word with its hint)
  "=", "min{角色数,", "}", "其中", "其余的", "以任意顺序",
  // 令一名其他角色选择一种花色 … 若此牌的花色与其选择的花色不同 (反间; w-skills)
  "一种花色", "的花色与", "选择的花色", "不同", "相同",
  // 当此判定结果确定后❶ … 你可重复此流程 (洛神; w-skills): 此判定 + the rest of the judge timing phrase
  "结果确定后❶", "结果确定后❷", "重复此流程",
  // 于回合外 (当你于回合外需要使用【桃】时❸, 〖急救〗; w-convert)
  "回合外",
  // 以此法 (3.5.33): 若有角色以此法打出【闪】 (〖护驾〗; w-convert)
  "以此法",
  // 需打出…，否则… / 【决斗】's alternating plays (w-cards)
  // "开始，" keeps its comma: a bare 开始 would split misspelled timings (结束节段开始时).
  "否则", "由", "开始，", "直到", "中的一名角色", "中的另一名角色", "未打出",
  // 【闪电】: 将…置入其下家的判定区
  "下家", "判定区",
  // 〖贯石斧〗 此【杀】依然对此目标生效
  "生效",
  // 〖寒冰剑〗 你依次弃置其两张牌
  "依次",
  // 〖青釭剑〗 你于此【杀】对此目标的使用结算中无视其防具
  "的使用结算中", "无视", "防具",
  // 〖雌雄双股剑〗 此目标对应的角色与你性别不同
  "性别不同",
  // 〖方天画戟〗 也成为此【杀】的目标
  "也成为", "的目标",
  // 【五谷丰登】 以此法亮出的牌中的一张；（X为此牌的目标数） (w-cards2)
  "中的", "的目标数",
  // 〖无双〗 将此目标对应的角色抵消此【杀】的方式改为依次使用两张【闪】 (w-skills2)
  "的方式改为",
  // 〖流离〗 选择…的其他角色（距离关系限制规则对此次合法性检测不产生影响） (w-skills2)
  "（距离关系限制规则对此次合法性检测不产生影响）",
  // 〖无双②〗 你令此【决斗】的作用效果中除你外的角色每次打出【杀】的方式改为依次打出两张【杀】
  "的作用效果中", "除", "外的角色", "每次",
  // 〖离间〗 一名能使用无对应的实体牌的【决斗】的男性角色A (w-skills2)
  "能",
  // 【借刀杀人】 装备区里有武器牌…（你在选择A为目标的同时选择…角色B） (w-jiedao)
  "装备区里", "在选择", "为目标的同时选择",
  // card lines
  "使用时机", "使用目标", "作用效果", "执行动作", "攻击范围",
];
