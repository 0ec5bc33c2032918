/* eslint-disable @typescript-eslint/no-unused-vars -- merging with React's interfaces must repeat their <T> */
// Invoker commands (HTML): a button that opens or closes a <dialog> with no script. React passes the
// lowercase attributes through as they are.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }
}
