// A number as an admin types it in the tiers' form ('1 250,5' → 1250.5); NaN when empty or not a
// number (the contract then says so). Shared by the form and its rules (resolvers.ts).
export const toNumber = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(/[\s\u00a0]/g, '').replace(',', '.')));
