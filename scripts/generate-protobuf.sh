#!/usr/bin/env bash
# Regenerates Sources/AnkiPackage/Protobuf/anki_package.pb.swift from its .proto, with Debian's
# protoc (apt-get install protobuf-compiler) and swift-protobuf's plugin built once beside the
# project. The generated file is committed, so neither a build nor CI needs either tool.
set -euo pipefail
cd "$(dirname "$0")/.."
plugin_dir=.build-protoc-gen-swift
version=$(sed -n 's/.*swift-protobuf.*from: "\([0-9.]*\)".*/\1/p' Package.swift)
if [ ! -x "$plugin_dir/.build/release/protoc-gen-swift" ]; then
    git clone -q https://github.com/apple/swift-protobuf "$plugin_dir"
    git -C "$plugin_dir" checkout -q "$version"
    (cd "$plugin_dir" && swift build -c release --product protoc-gen-swift)
fi
cd Sources/AnkiPackage/Protobuf
protoc --plugin=protoc-gen-swift="../../../$plugin_dir/.build/release/protoc-gen-swift" \
    --swift_out=. --swift_opt=Visibility=Internal anki_package.proto
