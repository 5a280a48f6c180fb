#include "core/vram/vrampresets.h"

#include <algorithm>
#include <cmath>

namespace gpulab::core::vram {

const QList<Preset> &presets()
{
    // layers, hidden, heads, kv heads, vocab, context, family, MLP width, experts, experts per token,
    // dropout: each model's config.json on the Hugging Face hub
    constexpr double kGpt2Dropout = 0.1; // resid_pdrop = embd_pdrop = attn_pdrop
    static const QList<Preset> list{
        {QStringLiteral("gpt2"),
         QStringLiteral("GPT-2 (124M)"),
         124'439'808,
         124'439'808,
         {12, 768, 12, 12, 50257, 1024, Family::Gpt2, 3072, 0, 0, kGpt2Dropout}},
        {QStringLiteral("gpt2-xl"),
         QStringLiteral("GPT-2 XL (1.5B)"),
         1'557'611'200,
         1'557'611'200,
         {48, 1600, 25, 25, 50257, 1024, Family::Gpt2, 6400, 0, 0, kGpt2Dropout}},
        {QStringLiteral("llama2-7b"),
         QStringLiteral("Llama-2-7B"),
         6'738'415'616,
         6'738'415'616,
         {32, 4096, 32, 32, 32000, 4096, Family::Llama, 11008}},
        {QStringLiteral("llama3-8b"),
         QStringLiteral("Llama-3-8B"),
         8'030'261'248,
         8'030'261'248,
         {32, 4096, 32, 8, 128256, 8192, Family::Llama, 14336}},
        {QStringLiteral("llama2-70b"),
         QStringLiteral("Llama-2-70B"),
         68'976'648'192,
         68'976'648'192,
         {80, 8192, 64, 8, 32000, 4096, Family::Llama, 28672}},
        {QStringLiteral("mixtral-8x7b"),
         QStringLiteral("Mixtral 8x7B (MoE)"),
         46'702'792'704,
         12'879'925'248,
         {32, 4096, 32, 8, 32000, 32768, Family::Llama, 14336, 8, 2}},
    };
    return list;
}

const Preset *findPreset(const QString &id)
{
    for (const auto &p : presets())
        if (p.id.compare(id, Qt::CaseInsensitive) == 0)
            return &p;
    return nullptr;
}

Plan withPreset(Plan plan, const Preset &preset)
{
    plan.params = preset.params;
    plan.activeParams = preset.active == preset.params ? 0.0 : preset.active;
    plan.presetId = preset.id;
    plan.arch = preset.arch;
    return plan;
}

Architecture guessArchitecture(double params)
{
    // params = 12·L·h² with h = 128·L  →  L = ∛(params / (12·128²)).
    const double perLayerCube = kGuessParamsPerLayerPerH2 * kGuessHiddenPerLayer * kGuessHiddenPerLayer;
    const int layers = std::max(1, int(std::lround(std::cbrt(params / perLayerCube))));
    const double h = std::sqrt(params / (kGuessParamsPerLayerPerH2 * layers));
    const int hidden =
        std::max(kGuessHiddenMultiple, int(std::lround(h / kGuessHiddenMultiple)) * kGuessHiddenMultiple);
    const int heads = std::max(1, hidden / kGuessHeadDim);
    Architecture a;
    a.layers = layers;
    a.hidden = heads * (hidden / heads); // keep head_dim a whole number
    a.heads = heads;
    a.kvHeads = heads;
    a.vocab = kGuessVocab;
    a.family = Family::Llama; // today's typed counts are mostly Llama-style models
    return a;
}

} // namespace gpulab::core::vram
