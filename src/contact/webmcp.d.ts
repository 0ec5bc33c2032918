// WebMCP's imperative API (https://webmachinelearning.github.io/webmcp/): a page registers tools that
// agents in the browser can call. Only in some browsers, so optional here.

interface ModelContextTool {
  name: string;
  title?: string;
  description: string;
  /** A JSON Schema of the tool's input. */
  inputSchema?: object;
  execute: (input: Record<string, unknown>) => Promise<unknown>;
  annotations?: { readOnlyHint?: boolean; untrustedContentHint?: boolean };
}

interface ModelContext extends EventTarget {
  /** Resolves once registered; aborting the signal unregisters the tool. */
  registerTool(tool: ModelContextTool, options?: { signal?: AbortSignal; exposedTo?: string[] }): Promise<void>;
}

interface Document {
  readonly modelContext?: ModelContext;
}
