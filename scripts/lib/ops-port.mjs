// The API's ops listener under `npm start` and `npm run backup`: OPS_PORT when set, else the port
// after API_PORT, so a second instance started with another API_PORT takes another ops port too
// (decision 0030).
export function opsPortOf(env) {
  if (env.OPS_PORT) return env.OPS_PORT;
  return String(Number(env.API_PORT || '4000') + 1);
}
