// `jinnang explain <file.sgs> [--skill 名|--card 名] [--ir] [--ts]`: what a skill or card means
// and compiles to — its parts in words (read by the grammar), its lowered IR (the library call
// tree) and its generated TypeScript.
import type { Command } from "commander";
import type { Explained } from "../../compiler/lint/explain.ts";
import type { Diagnostic } from "../../grammar/diagnostic.ts";

export interface ExplainOptions {
  readonly skill?: string;
  readonly card?: string;
  readonly ir?: boolean;
  readonly ts?: boolean;
}

export interface ExplainOutput {
  readonly exitCode: number;
  readonly text: string;
  readonly errors: string;
}

const key = (d: Diagnostic): string => `${d.line}:${d.column}:${d.code}`;
const unbracket = (name: string): string => name.trim().replace(/^〖(.*)〗$/u, "$1");

export async function runExplain(file: string, options: ExplainOptions): Promise<ExplainOutput> {
  const fail = (message: string): ExplainOutput => ({ exitCode: 1, text: "", errors: `jinnang explain: ${message}\n` });
  if (Boolean(options.skill) === Boolean(options.card)) return fail("give exactly one of --skill 名 or --card 名");
  // Loaded on demand: the grammar and compiler are not loaded by commands that do not need them.
  const [{ compileText }, { emitModule }, { describe, findCard, findSkill, irOf, irTree, linesOf, tsOf }, { readSource }, { formatDiagnostic }, { readPack }] = await Promise.all([
    import("../../compiler/compile.ts"),
    import("../../compiler/emit/module.ts"),
    import("../../compiler/lint/explain.ts"),
    import("../../compiler/source.ts"),
    import("../../grammar/diagnostic.ts"),
    import("../../grammar/pack.ts"),
  ]);
  let read;
  try {
    read = await readSource(file);
  } catch (e) {
    return { exitCode: 2, text: "", errors: `jinnang explain: cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}\n` };
  }
  const text = read.text;
  if (read.diagnostic) return fail(`\n${formatDiagnostic(read.diagnostic, text, { color: false })}`);
  const { pack, diagnostics } = readPack(text, file);
  const target: Explained | undefined = options.skill ? findSkill(pack, unbracket(options.skill)) : findCard(pack, options.card ?? "");
  if (!target) return fail(`no ${options.skill ? `skill 〖${unbracket(options.skill)}〗` : `card ${options.card?.includes("【") ? options.card : `【${options.card}】`}`} in ${file}`);
  const lines = linesOf(target);
  const on = (ds: readonly Diagnostic[]) => ds.filter((d) => d.line >= lines.from && d.line <= lines.to);
  const shown = (ds: readonly Diagnostic[]) => ds.map((d) => formatDiagnostic(d, text, { color: false })).join("\n");
  if (target.kind === "skill" && target.skill.texts.length === 0) {
    return fail(`〖${target.name}〗 did not parse, so it has no meaning yet:\n${shown(on(diagnostics))}`);
  }
  const parts = [describe(target, file)];
  const unread = on(diagnostics).filter((d) => d.severity === "error");
  if (unread.length > 0) parts.push(`not read:\n${shown(unread)}\n`);
  if (options.ir || options.ts) {
    const result = compileText(text, file);
    const call = irOf(result.ir, target);
    if (!call) {
      parts.push(`not compiled:\n${shown(on(result.diagnostics))}\n`);
      return { exitCode: 1, text: parts.join("\n"), errors: "" };
    }
    if (options.ir) parts.push(`IR:\n${irTree(call).join("\n")}\n`);
    if (options.ts) {
      // Errors elsewhere in the pack leave no module: the pack's IR is emitted for this one.
      const ts = tsOf(result.ts || emitModule(result.ir!, file), target);
      parts.push(ts ? `TypeScript:\n${ts}` : "TypeScript: (not found in the generated module)\n");
    }
    const seen = new Set(unread.map(key));
    const errors = on(result.diagnostics).filter((d) => d.severity === "error" && !seen.has(key(d)));
    if (errors.length > 0) {
      parts.push(`errors on these lines:\n${shown(errors)}\n`);
      return { exitCode: 1, text: parts.join("\n"), errors: "" };
    }
  }
  return { exitCode: unread.length > 0 ? 1 : 0, text: parts.join("\n"), errors: "" };
}

export function registerExplain(program: Command, setExit: (code: number) => void): void {
  program
    .command("explain")
    .description("show what a skill or card means and compiles to")
    .argument("<file>", "an .sgs file")
    .option("--skill <name>", "a skill, e.g. 苦肉 or 〖苦肉〗")
    .option("--card <name>", "a card, e.g. 杀, 【杀】 or 火【杀】")
    .option("--ir", "also print the lowered IR (the library call tree)")
    .option("--ts", "also print the generated TypeScript")
    .action(async (file: string, options: ExplainOptions) => {
      const output = await runExplain(file, options);
      process.stdout.write(output.text);
      process.stderr.write(output.errors);
      setExit(output.exitCode);
    });
}
