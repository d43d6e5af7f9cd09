import type { KnowledgeBase } from "./knowledge-base.ts";
import type { Source } from "./knowledge-schema.ts";

/** Numbers sources in the order an answer first cites them; only knowledge-base sources exist. */
export class Citations {
  readonly #kb: KnowledgeBase;
  readonly #cited: Source[] = [];

  constructor(kb: KnowledgeBase) {
    this.#kb = kb;
  }

  /** "[2]" for a source id ("[1][3]" for several); an unknown id cites nothing. */
  cite(...ids: string[]): string {
    return [...new Set(ids)]
      .map((id) => {
        const source = this.#kb.sources.get(id);
        if (!source) return "";
        let index = this.#cited.indexOf(source);
        if (index < 0) index = this.#cited.push(source) - 1;
        return `[${index + 1}]`;
      })
      .join("");
  }

  /** Whether the answer already cites this source. */
  has(id: string): boolean {
    const source = this.#kb.sources.get(id);
    return source !== undefined && this.#cited.includes(source);
  }

  get sources(): readonly Source[] {
    return this.#cited;
  }

  /** The numbered list that ends an answer. */
  toMarkdown(): string {
    if (this.#cited.length === 0) return "";
    const lines = this.#cited.map(
      (source, index) =>
        `${index + 1}. ${source.citation}: [${source.title}](${source.url}), ${source.publisher} (as of ${source.asOf})`,
    );
    return `**Sources**\n\n${lines.join("\n")}`;
  }
}
