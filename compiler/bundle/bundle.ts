// Bundles one formatted pack module with esbuild into a self-contained ES module. The pack
// imports only types from the runtime, which vanish, so the bundle has no imports left.
// esbuild is loaded when a module is bundled: `check` never needs it.

export interface BundleResult {
  readonly js: string;
  /** esbuild's complaints, as plain messages (the input is generated, never user text). */
  readonly errors: readonly string[];
}

export async function bundleModule(ts: string, displayName: string): Promise<BundleResult> {
  try {
    const { build } = await import("esbuild");
    const result = await build({
      stdin: { contents: ts, loader: "ts", sourcefile: displayName, resolveDir: process.cwd() },
      bundle: true,
      format: "esm",
      platform: "neutral",
      target: "es2022",
      write: false,
      logLevel: "silent",
      legalComments: "none",
      charset: "utf8",
    });
    const js = result.outputFiles[0]?.text ?? "";
    return { js, errors: result.errors.map((e) => e.text) };
  } catch (e) {
    const failure = e as { errors?: { text: string }[]; message?: string };
    return { js: "", errors: failure.errors?.map((x) => x.text) ?? [String(failure.message ?? e)] };
  }
}
