#!/usr/bin/env bash
# Fails when the work tree has changes or untracked files that .gitignore does not cover, or when the
# install's output (second argument, optional) has npm warnings: run by .ci/run right after `npm install`,
# so an install that rewrites package-lock.json, leaves files behind or warns (an engine the lowest
# supported Node does not meet) is caught on the clean clone instead of by the next newcomer.
# Usage: check-clean-tree.sh [DIR] [INSTALL_LOG]
set -euo pipefail
log="${2:-}"
cd "${1:-.}"
if [ -n "$log" ] && grep -n '^npm warn' "$log" >&2; then
  echo "npm install printed the warnings above." >&2
  exit 1
fi
changes=$(git status --porcelain --untracked-files=all)
if [ -n "$changes" ]; then
  echo "The work tree is not clean after the install:" >&2
  echo "$changes" >&2
  exit 1
fi
echo "Work tree clean."
