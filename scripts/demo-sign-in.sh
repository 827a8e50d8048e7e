#!/usr/bin/env bash
# Signs the demo member in against a running API (npm start) with curl, step by step.
# Usage: bash scripts/demo-sign-in.sh [phone digits] [code]
set -euo pipefail
cd "$(dirname "$0")/.."
API="${API_URL:-http://127.0.0.1:${API_PORT:-4000}}"
PHONE="${1:-79001234567}"
CODE="${2:-000000}"
json() { node_modules/.bin/node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s)$1;console.log(typeof v==='string'?v:JSON.stringify(v))})"; }
captcha() { curl -sf "$API/api/captcha/challenge" | node_modules/.bin/node scripts/solve-captcha.mjs; }

echo "1) code for $PHONE"
USER_ID=$(curl -sS -X POST "$API/api/mobile-auth/code" -H 'content-type: application/json' \
  -d "{\"phone\":\"$PHONE\",\"captcha\":\"$(captcha)\"}" | tee /dev/stderr | json .userId)
echo
echo "2) verify with code $CODE"
TOKENS=$(curl -sS -X POST "$API/api/mobile-auth/verify" -H 'content-type: application/json' \
  -d "{\"userId\":\"$USER_ID\",\"code\":\"$CODE\",\"captcha\":\"$(captcha)\"}")
ACCESS=$(echo "$TOKENS" | json .accessToken)
REFRESH=$(echo "$TOKENS" | json .refreshToken)
echo "   access token: ${ACCESS:0:24}…"
echo "3) who am I"
curl -sS "$API/api/auth/me" -H "authorization: Bearer $ACCESS"; echo
echo "4) refresh (rotates the refresh token)"
curl -sS "$API/api/refresh-token?refreshToken=$REFRESH" | json .data.expires_in
