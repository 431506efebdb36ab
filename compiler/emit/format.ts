// Formats a whole generated module once with prettier (per pack, never per node).
import { format } from "prettier";

export async function formatModule(source: string): Promise<string> {
  return format(source, { parser: "typescript", printWidth: 110 });
}
