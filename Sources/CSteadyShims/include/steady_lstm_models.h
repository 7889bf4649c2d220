/*
 * steady_lstm_models.h: the LSTM models Firefox segments Burmese, Khmer, Lao
 * and Thai with, as data.
 *
 * Firefox ESR 153 breaks lines inside runs of these scripts with ICU4X's
 * LineSegmenter, which runs one bidirectional LSTM per script over the run
 * (ICU4X's SegmenterLstmAutoV1 data, Unicode License v3). They are read out of
 * Firefox's libxul.so into BreakRules/firefox-lstm/ and embedded by
 * Tools/embed-lstm-models.py (BreakRules/README.md).
 */
#ifndef STEADY_LSTM_MODELS_H
#define STEADY_LSTM_MODELS_H

#include <stdint.h>

/** The number of models: Burmese, Khmer, Lao, Thai, in that order. */
#define STEADY_LSTM_MODEL_COUNT 4

/**
 * One model. Matrices are row-major floats; E is the embedding's width, H the
 * hidden units of each direction. Gates are in ICU4X's order: input, forget,
 * cell, output.
 */
typedef struct {
    /** ICU4X's name for it ("Thai_codepoints_exclusive_model4_heavy"). */
    const char *name;
    /** The dictionary's size n: code point i has embedding row i; any other, row n. */
    int32_t code_point_count;
    const uint16_t *code_points;
    int32_t embedding_width;
    int32_t hidden_units;
    const float *embedding;       /* (n + 1) x E */
    const float *forward_w;       /* 4 x H x E */
    const float *forward_u;       /* 4 x H x H */
    const float *forward_b;       /* 4 x H */
    const float *backward_w;      /* 4 x H x E */
    const float *backward_u;      /* 4 x H x H */
    const float *backward_b;      /* 4 x H */
    const float *output_w;        /* 2 x 4 x H: forward, then backward */
    const float *output_b;        /* 4: B, I, E, S */
} steady_lstm_model;

/** Model `index` (0 Burmese, 1 Khmer, 2 Lao, 3 Thai), or NULL past the last. */
const steady_lstm_model *steady_lstm_model_at(int32_t index);

#endif
