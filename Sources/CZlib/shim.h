#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H
/*
 * zlib for the one reading layer (MSALErrorText's Decoding/Stream/GzipInflater.swift):
 * a gzip-compressed log is decompressed as it is read. `inflateInit2` is a macro,
 * which Swift cannot call: this inline function stands for it.
 */
#include <zlib.h>

/* inflateInit2 with automatic gzip or zlib header detection (15 + 32). */
static inline int czlib_inflate_init(z_stream *stream) {
    return inflateInit2(stream, 15 + 32);
}
#endif
