/**
 * What the card form is filled with in the web's unit and e2e tests, by field label: `number` (a test
 * processor card: 4242… pays, 4000 0000 0000 0002 is declined), an expiry to come, a CVC and a postal code.
 */
export const testCardFields = (number: string): Record<string, string> => ({
  'Card number': number,
  'Expiry (MM/YY)': '12/34',
  CVC: '123',
  'Postal code': 'M5V 2T6',
});
