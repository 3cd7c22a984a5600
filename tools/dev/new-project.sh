#!/usr/bin/env bash
# Creates the files every Nx project has: project.json, package.json, tsconfig.json, jest.config.cjs.
# usage: tools/dev/new-project.sh apps|libs NAME "tag,tag"
set -euo pipefail
kind=$1 name=$2 tags=$3
root="$kind/$name"
mkdir -p "$root/src"
tag_json=$(printf '%s' "$tags" | awk -F, '{for(i=1;i<=NF;i++){printf "%s\"%s\"", (i>1?", ":""), $i}}')
cat > "$root/project.json" <<JSON
{
  "name": "$name",
  "\$schema": "../../node_modules/nx/schemas/project-schema.json",
  "sourceRoot": "$root/src",
  "projectType": "$([ "$kind" = apps ] && echo application || echo library)",
  "tags": [$tag_json],
  "targets": { "build": {}, "typecheck": {}, "lint": {}, "test": {} }
}
JSON
cat > "$root/package.json" <<JSON
{ "name": "@wbk/$name", "version": "0.1.0", "private": true }
JSON
cat > "$root/tsconfig.json" <<JSON
{ "extends": "../../tsconfig.base.json", "include": ["src/**/*.ts"] }
JSON
cat > "$root/jest.config.cjs" <<JSON
module.exports = { ...require('../../jest.preset.cjs'), displayName: '$name', rootDir: __dirname };
JSON
