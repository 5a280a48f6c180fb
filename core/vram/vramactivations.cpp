#include "core/vram/vramactivations.h"

namespace gpulab::core::vram {
namespace {

constexpr double kFp32 = 4.0;
constexpr double kHalf = 2.0;
constexpr double kInt64 = 8.0; // token ids, labels, indices
constexpr double kInt32 = 4.0;
constexpr double kBool = 1.0;            // CUDA dropout masks
constexpr double kLossTotalWeight = 4.0; // nll_loss keeps one fp32 total_weight

// The sizes every rule below is written in.
struct Shape {
    double s, b, t, h, a, kv, f, vocab;
    int kvHeads;
    double e;       // bytes of what the matmuls produce (2 under autocast)
    double eRes;    // bytes of the residual stream and the norms (the model's dtype)
    double mask;    // bytes per element of a dropout mask on a matmul's output
    double maskRes; // ... on the residual stream (GPT-2's embedding dropout)
    double lnStat;  // bytes per LayerNorm mean / rstd
    bool dropout;
    bool cpu;
    bool autocast;
    bool lora;   // frozen base with adapters on q, k, v, o
    double rank; // the adapters' rank
    bool casts;  // a 16-bit base: each fp32 adapter keeps an fp32 copy of its input
};

Shape shapeOf(const ActivationCase &c)
{
    const Architecture &a = c.arch;
    Shape s{};
    s.s = c.seq;
    s.b = c.batch;
    s.t = double(c.seq) * c.batch;
    s.h = a.hidden;
    s.a = a.heads;
    s.kv = double(a.kvHeads) * a.headDim();
    s.f = a.mlpWidth();
    s.vocab = a.vocab;
    s.kvHeads = a.kvHeads;
    s.autocast = c.dtype == ActivationDtype::Autocast;
    s.e = c.dtype == ActivationDtype::Fp32 ? kFp32 : kHalf;
    s.eRes = c.dtype == ActivationDtype::Half ? kHalf : kFp32;
    s.cpu = c.backend == ActivationBackend::Cpu;
    s.dropout = c.dropout > 0.0;
    s.mask = s.cpu ? s.e : kBool;
    s.maskRes = s.cpu ? s.eRes : kBool;
    s.lnStat = s.cpu ? s.eRes : kFp32;
    s.lora = c.loraRank > 0;
    s.rank = c.loraRank;
    s.casts = s.lora && s.e < kFp32;
    return s;
}

class Layer {
public:
    void add(const char *op, double bytes)
    {
        if (bytes > 0)
            m_tensors.append({QString::fromUtf8(op), bytes});
    }
    [[nodiscard]] double sum() const
    {
        double total = 0;
        for (const auto &t : m_tensors)
            total += t.bytes;
        return total;
    }
    [[nodiscard]] const QList<SavedTensor> &tensors() const { return m_tensors; }

private:
    QList<SavedTensor> m_tensors;
};

// Attention, eager: softmax(q·kᵀ)·v written out in Python, so the b·a·s² scores
// are materialised and the softmax output (and, with dropout, its mask and the
// dropped probabilities) are saved.
void eagerScores(Layer &l, const Shape &x, double softmaxBytes, double probsBytes)
{
    const double scores = x.b * x.a * x.s * x.s;
    l.add("SoftmaxBackward0: attention probabilities", scores * softmaxBytes);
    if (x.dropout) {
        l.add("MulBackward0: attention dropout mask", scores * x.mask);
        l.add("BmmBackward0: dropped probabilities", scores * x.e);
    } else if (probsBytes != softmaxBytes) {
        l.add("BmmBackward0: probabilities cast back", scores * probsBytes);
    }
}

// SDPA on the CPU with dropout: no fused kernel takes it, so the math path
// runs, in fp32 for 16-bit inputs, with kv heads repeated to full width.
void sdpaMath(Layer &l, const Shape &x)
{
    const double scores = x.b * x.a * x.s * x.s;
    l.add("BmmBackward0: q, scaled, fp32", x.t * x.h * kFp32);
    l.add("BmmBackward0: kᵀ, scaled, fp32", x.t * x.h * kFp32);
    l.add("BmmBackward0: v, fp32", x.t * x.h * kFp32);
    l.add("SafeSoftmaxBackward0: probabilities, fp32", scores * kFp32);
    l.add("MulBackward0: dropout mask, fp32", scores * kFp32);
    l.add("BmmBackward0: dropped probabilities, fp32", scores * kFp32);
}

// The input an adapted projection keeps: with a frozen base only its adapter
// needs it, in the adapter's fp32 (a copy of its own for each projection on a
// 16-bit base); `shared` is what full training keeps instead, and what an
// fp32 base keeps.
double adapterInput(const Shape &x, double shared, int projections)
{
    return x.casts ? projections * x.t * x.h * kFp32 : shared;
}

bool sdpaFallsBack(const Shape &x, AttentionKernel k)
{
    return k == AttentionKernel::Sdpa && x.cpu && x.dropout;
}

Layer gpt2Layer(const Shape &x, AttentionKernel kernel)
{
    Layer l;
    const double th = x.t * x.h * x.e;
    const double thRes = x.t * x.h * x.eRes;
    // ln_1 and the fused q,k,v projection (c_attn), whose input is ln_1's
    // output (under autocast, its 16-bit copy)
    l.add("NativeLayerNormBackward0: ln_1 input", thRes);
    l.add("NativeLayerNormBackward0: ln_1 mean, rstd", 2 * x.t * x.lnStat);
    l.add(x.lora ? "MmBackward0: c_attn adapter input" : "AddmmBackward0: c_attn input", adapterInput(x, th, 1));
    // q is a view of c_attn's [t, 3h] output; where the kernel can read it in
    // place (batch 1, or SDPA's strided inputs) the whole output stays alive.
    const bool qInPlace = x.b == 1 || kernel == AttentionKernel::Sdpa;
    if (sdpaFallsBack(x, kernel)) {
        sdpaMath(l, x);
        l.add("AddmmBackward0: c_proj input", adapterInput(x, th, 1));
    } else if (kernel == AttentionKernel::Sdpa) {
        l.add("ScaledDotProductAttentionBackward: q (view of c_attn output)", 3 * th);
        l.add("ScaledDotProductAttentionBackward: k (cache copy)", th);
        l.add("ScaledDotProductAttentionBackward: v (cache copy)", th);
        l.add("ScaledDotProductAttentionBackward: output = c_proj input", th);
        l.add("ScaledDotProductAttentionBackward: logsumexp, fp32", x.b * x.a * x.s * kFp32);
        l.add("MmBackward0: c_proj adapter input, fp32", adapterInput(x, 0.0, 1));
    } else {
        l.add(qInPlace ? "BmmBackward0: q (view of c_attn output)" : "BmmBackward0: q (copy)", qInPlace ? 3 * th : th);
        l.add("BmmBackward0: kᵀ (cache copy)", th);
        l.add("BmmBackward0: v (cache copy)", th);
        // Autocast runs softmax in fp32, then the probabilities go back to 16 bits.
        eagerScores(l, x, x.autocast ? kFp32 : x.e, x.e);
        l.add("AddmmBackward0: c_proj input", adapterInput(x, th, 1));
    }
    if (x.lora)
        l.add("MmBackward0: adapter A outputs (c_attn, c_proj), fp32", 2 * x.t * x.rank * kFp32);
    if (x.dropout)
        l.add("MulBackward0: attention output dropout mask", x.t * x.h * x.mask);
    // ln_2 and the MLP: c_fc, gelu_new (tanh form, in Python), c_proj
    l.add("NativeLayerNormBackward0: ln_2 input", thRes);
    l.add("NativeLayerNormBackward0: ln_2 mean, rstd", 2 * x.t * x.lnStat);
    // A frozen projection keeps no input: its weight needs no gradient.
    if (!x.lora)
        l.add("AddmmBackward0: c_fc input", th);
    const double tf = x.t * x.f * x.e;
    l.add("PowBackward0: c_fc output", tf);
    l.add("TanhBackward0: tanh output", tf);
    l.add("MulBackward0: 0.5·x", tf);
    l.add("MulBackward0: 1 + tanh", tf);
    if (!x.lora)
        l.add("AddmmBackward0: c_proj input (gelu output)", tf);
    if (x.dropout)
        l.add("MulBackward0: MLP output dropout mask", x.t * x.h * x.mask);
    return l;
}

// RMSNorm in Python: the input upcast to fp32, the rsqrt, the normalised
// value before the weight (back in the model's dtype); its output is saved by
// the projection that reads it.
void rmsNorm(Layer &l, const Shape &x, const char *inputOp, const char *rsqrtOp, const char *normedOp)
{
    l.add(inputOp, x.t * x.h * kFp32);
    l.add(rsqrtOp, x.t * kFp32);
    if (!x.lora) // kept for the gradient of the norm's weight, which LoRA freezes
        l.add(normedOp, x.t * x.h * x.eRes);
}

Layer llamaLayer(const Shape &x, AttentionKernel kernel, int experts, int perToken)
{
    Layer l;
    const double th = x.t * x.h * x.e;
    const double tkv = x.t * x.kv * x.e;
    rmsNorm(l, x, "MulBackward0: input_layernorm input, fp32", "MulBackward0: input_layernorm rsqrt",
            "MulBackward0: input_layernorm normalised");
    // Autocast casts the fp32 norm output once per projection that reads it:
    // q, k and v each keep their own 16-bit copy.
    if (x.lora)
        l.add("MmBackward0: q, k, v adapter inputs", adapterInput(x, th, 3));
    else
        l.add(x.autocast ? "MmBackward0: q, k, v inputs (three 16-bit casts)" : "MmBackward0: q/k/v projection input",
              (x.autocast ? 3 : 1) * th);
    const bool keepsOutput = kernel == AttentionKernel::Sdpa && !sdpaFallsBack(x, kernel);
    if (sdpaFallsBack(x, kernel)) {
        sdpaMath(l, x);
    } else if (kernel == AttentionKernel::Sdpa) {
        l.add("ScaledDotProductAttentionBackward: q (after rotary)", th);
        l.add("ScaledDotProductAttentionBackward: k (cache copy, kv heads)", tkv);
        l.add("ScaledDotProductAttentionBackward: v (cache copy, kv heads)", tkv);
        l.add("ScaledDotProductAttentionBackward: logsumexp, fp32", x.b * x.a * x.s * kFp32);
    } else {
        // repeat_kv expands k and v to every head; with one kv head at batch 1
        // the expansion stays a stride-0 view of the kv-wide cache.
        // Under autocast k comes out of the rotary in fp32 and matmul casts
        // the expanded tensor, which is always a full-width copy.
        const bool kvWide = x.b == 1 && x.kvHeads == 1;
        l.add("BmmBackward0: q (after rotary)", th);
        l.add("BmmBackward0: kᵀ", kvWide && !x.autocast ? tkv : th);
        l.add("BmmBackward0: v", kvWide ? tkv : th);
        eagerScores(l, x, kFp32, x.e);
    }
    if (!x.lora) {
        l.add("MmBackward0: o_proj input", th);
    } else {
        if (keepsOutput)
            l.add("ScaledDotProductAttentionBackward: output", th);
        l.add("MmBackward0: o adapter input", x.casts ? x.t * x.h * kFp32 : keepsOutput ? 0.0 : th);
        l.add("MmBackward0: adapter A outputs (q, k, v, o), fp32", 4 * x.t * x.rank * kFp32);
    }
    rmsNorm(l, x, "MulBackward0: post_attention_layernorm input, fp32", "MulBackward0: post_attention_layernorm rsqrt",
            "MulBackward0: post_attention_layernorm normalised");
    const double tf = x.t * x.f * x.e;
    if (experts > 0) {
        // The router reads the norm output; every token is gathered once per
        // expert it is routed to (R = t·k rows), and the experts run as
        // grouped matmuls over those rows. grouped_mm is on no autocast list,
        // so under autocast the experts stay in fp32.
        l.add("MmBackward0: router input", th);
        const double rows = x.t * perToken;
        const double eMoe = x.autocast ? kFp32 : x.e;
        l.add("SoftmaxBackward0: router probabilities, fp32", x.t * experts * kFp32);
        l.add("TopkBackward0: chosen experts", rows * kInt64);
        l.add("DivBackward0: routing weights and their sum, fp32", rows * kFp32 + x.t * kFp32);
        l.add("IndexBackward0: sort and gather indices", 3 * rows * kInt64);
        l.add("GroupedMmBackward0: gathered tokens", rows * x.h * eMoe);
        l.add("GroupedMmBackward0: gate_up output", rows * 2 * x.f * eMoe);
        l.add("MulBackward0: silu output", rows * x.f * eMoe);
        l.add("GroupedMmBackward0: down_proj input", rows * x.f * eMoe);
        l.add("MulBackward0: expert outputs", rows * x.h * eMoe);
        l.add("MulBackward0: routing weight per row, fp32", rows * kFp32);
        l.add("GroupedMmBackward0: group offsets", experts * kInt32);
    } else {
        if (!x.lora)
            l.add(x.autocast ? "MmBackward0: gate, up inputs (two 16-bit casts)" : "MmBackward0: MLP input",
                  (x.autocast ? 2 : 1) * th);
        l.add("SiluBackward0: gate_proj output", tf);
        l.add("MulBackward0: silu output", tf);
        l.add("MulBackward0: up_proj output", tf);
        if (!x.lora)
            l.add("MmBackward0: down_proj input", tf);
    }
    return l;
}

} // namespace

int Architecture::mlpWidth() const
{
    if (ffn > 0)
        return ffn;
    if (family == Family::Gpt2)
        return 4 * hidden;
    constexpr int kMultiple = 256; // Llama rounds 8h/3 up to a multiple of 256
    const int raw = (8 * hidden) / 3;
    return ((raw + kMultiple - 1) / kMultiple) * kMultiple;
}

ActivationParts pytorchActivations(const ActivationCase &c)
{
    ActivationParts p;
    if (!c.arch.valid() || c.seq < 1 || c.batch < 1)
        return p;
    const Shape x = shapeOf(c);
    const Architecture &a = c.arch;
    const bool gpt2 = a.family == Family::Gpt2;
    const double th = x.t * x.h * x.e;
    const double thRes = x.t * x.h * x.eRes;

    const Layer layer = gpt2 ? gpt2Layer(x, c.attention) : llamaLayer(x, c.attention, a.experts, a.expertsPerToken);
    p.layerTensors = layer.tensors();
    p.perLayer = layer.sum();
    // Weights autocast casts to 16 bits for a matmul and autograd keeps: every
    // projection (Mixtral's experts excepted) and the LM head.
    const double h = a.hidden;
    const double kv = x.kv;
    const double f = x.f;
    double castPerLayer = gpt2 ? 4 * h * h + 2 * h * f : 2 * h * h + 2 * h * kv;
    castPerLayer += gpt2 ? 0.0 : a.experts > 0 ? h * a.experts : 3 * h * f;
    const double castHead = h * a.vocab;
    if (c.checkpointing) {
        // Each checkpointed layer keeps only its input; the layer runs again
        // during backward. GPT-2's eager attention also keeps the causal mask
        // it was handed, once.
        p.layerTensors = {{QStringLiteral("CheckpointFunction: layer input"), thRes}};
        p.perLayer = thRes;
        if (gpt2 && c.attention == AttentionKernel::Eager)
            p.shared += x.b * x.s * x.s * x.eRes;
        castPerLayer = 0;
    } else if (!gpt2) {
        p.shared += 2 * x.s * a.headDim() * x.eRes; // rotary cos and sin, [1, s, head_dim]
    }
    p.layers = p.perLayer * a.layers;
    if (x.autocast)
        p.castWeights = (castPerLayer * a.layers + castHead) * kHalf;
    // With a frozen base the embeddings' output needs no gradient: nothing
    // before the first adapter is saved (the first layer's input norm), and the
    // frozen LM head keeps no input.
    const bool frozenStart = x.lora && !c.checkpointing;
    if (frozenStart)
        p.layers -= gpt2 ? thRes + 2 * x.t * x.lnStat : x.t * x.h * kFp32 + x.t * kFp32;

    p.embeddings = x.lora ? 0.0 : x.t * kInt64; // token ids, saved by the embedding's backward
    if (gpt2) {
        if (!x.lora) {
            p.embeddings += x.s * kInt64; // position ids
            if (x.dropout)
                p.embeddings += x.t * x.h * x.maskRes;
        }
        p.finalNorm = thRes + 2 * x.t * x.lnStat;
    } else {
        p.finalNorm = x.t * x.h * kFp32 + x.t * kFp32 + (x.lora ? 0.0 : thRes);
    }
    p.lmHead = x.lora ? 0.0 : th; // the final norm's output, or its 16-bit copy under autocast
    // The loss upcasts the logits to fp32; log_softmax keeps its fp32 output.
    // The labels are shifted by one: a view of the padded labels at batch 1,
    // a contiguous copy otherwise.
    const double labels = c.batch == 1 ? (x.s + 1) * kInt64 : x.t * kInt64;
    p.loss = x.t * x.vocab * kFp32 + labels + kLossTotalWeight;
    p.logits = x.t * x.vocab * x.e;
    p.logitsGradient = 2 * x.t * x.vocab * kFp32;
    return p;
}

ActivationCase activationCaseOf(const Plan &plan, const Architecture &arch, AttentionKernel attention)
{
    ActivationCase c;
    c.arch = arch;
    c.seq = plan.seq;
    c.batch = plan.batch;
    c.attention = attention;
    c.dropout = arch.dropout;
    c.checkpointing = plan.checkpointing;
    c.backend = ActivationBackend::Cuda;
    const bool fullFp32 = plan.mode == Mode::Train && plan.weights == Precision::Fp32;
    c.dtype = !fullFp32 ? ActivationDtype::Half : plan.autocast ? ActivationDtype::Autocast : ActivationDtype::Fp32;
    const bool adapters = plan.mode == Mode::Lora || plan.mode == Mode::Qlora;
    c.loraRank = adapters ? plan.loraRank : 0;
    return c;
}

} // namespace gpulab::core::vram
