/** "Look {number} of {total}" from content/site.yaml, filled in: "Look 2 of 3". */
export const lookNumber = (words: string, number: number, total: number) =>
  words.replaceAll('{number}', String(number)).replaceAll('{total}', String(total));
