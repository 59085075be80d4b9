// The list of every UI message (id, English source, built texts), read once from the packages' .po catalogues in
// the checkout the API runs from: the same files the remotes' builds compile, so the editor lists what they show.
// A remote that adds strings ships them in the same commit as its .po files; the API reads them at its next start.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readUiCatalogue, type UiMessage } from '@shop/i18n/ui-catalog.ts';

export type { UiMessage };

export class UiMessages {
  readonly #root: string;
  #byId: Map<string, UiMessage> | undefined;

  constructor(root: string) {
    this.#root = root;
  }

  /** Read on first use (a few hundred KB of .po files), then kept. */
  all(): Map<string, UiMessage> {
    this.#byId ??= new Map(readUiCatalogue(this.#root).map((message) => [message.id, message]));
    return this.#byId;
  }

  get(id: string): UiMessage | undefined {
    return this.all().get(id);
  }
}

/**
 * Why `text` is not an ICU message the shell can compile (Lingui's own compiler, the one the shell runs), with
 * the line and column of the fault, or undefined when it compiles.
 */
export function icuProblem(text: string): string | undefined {
  try {
    compileMessageOrThrow(text);
    return undefined;
  } catch (error) {
    // "Unexpected message end at line 1 col 12:" followed by the text and a caret: keep the first line, then show
    // the text cut at the column so the message points at the fault without needing a fixed-width font.
    const first = String((error as Error).message)
      .split('\n')[0]!
      .replace(/:$/, '');
    const at = /line (\d+) col (\d+)/.exec(first);
    if (!at) return first;
    const line = text.split('\n')[Number(at[1]) - 1] ?? '';
    const column = Number(at[2]) - 1;
    return `${first}: "${line.slice(0, column)}" ⟵ here`;
  }
}
