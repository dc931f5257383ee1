/** Where a purchase's printable receipt lives: the account's, or a guest's next to downloads. */
export const myReceiptPath = (productId: string) =>
  `/myaccount/receipts/${encodeURIComponent(productId)}`;

export const guestReceiptPath = (sessionId: string) =>
  `/downloads/receipt?session=${encodeURIComponent(sessionId)}`;
