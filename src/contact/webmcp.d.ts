/* eslint-disable @typescript-eslint/no-unused-vars -- merging with React's interfaces must repeat their <T> */
// WebMCP declarative annotations (https://developer.chrome.com/docs/ai/webmcp/declarative-api):
// a form becomes a tool that browser agents can call; its fields become the tool's parameters.
import 'react';

declare module 'react' {
  interface FormHTMLAttributes<T> {
    toolname?: string;
    tooldescription?: string;
  }
  interface InputHTMLAttributes<T> {
    toolparamdescription?: string;
  }
  interface TextareaHTMLAttributes<T> {
    toolparamdescription?: string;
  }
}
