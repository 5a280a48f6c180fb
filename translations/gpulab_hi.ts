<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN">
<context>
    <name>BackendLabel</name>
    <message>
        <location filename="../core/backendregistry.cpp" line="91"/>
        <source>Simulated — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="92"/>
        <source>Measured on %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BackendRegistry</name>
    <message>
        <location filename="../core/backendregistry.cpp" line="41"/>
        <source>CUDA is not usable here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="47"/>
        <source>CUDA backend failed to start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="54"/>
        <source>requested (a real GPU is present: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="58"/>
        <source>unknown backend &quot;%1&quot; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Benchmark</name>
    <message>
        <location filename="../core/benchmark.cpp" line="50"/>
        <source>no matrix size given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="53"/>
        <source>matrix size must be at least 1 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="55"/>
        <source>matrix size %1 is too large (at most %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="58"/>
        <source>repeats must be at least 1 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="60"/>
        <source>%1 repeats is too many (at most %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="62"/>
        <source>warm-up runs cannot be negative (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="64"/>
        <source>%1 warm-up runs is too many (at most %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="105"/>
        <source>preparing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="119"/>
        <source>could not allocate the operands for n = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="130"/>
        <location filename="../core/benchmark.cpp" line="156"/>
        <source>n = %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="143"/>
        <source>warming up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="143"/>
        <source>timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="168"/>
        <source>verifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="187"/>
        <source>the result could not be read back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="191"/>
        <source>not checked — simulated, no matrix was computed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli.cpp" line="51"/>
        <source>Log level on stderr: trace, debug, info, warn, error, off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="58"/>
        <source>%1 % of peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="63"/>
        <source>(min %1, max %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="74"/>
        <source>fp32 n×n matmul, %1 warm-up + %2 timed runs per size, barrier on both sides of each run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="80"/>
        <source>n = %1   (2n³ = %2 FLOP, operands %3 each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="86"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="86"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="95"/>
        <source>  speedup (CPU time ÷ GPU time): — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="97"/>
        <source>  speedup (CPU time ÷ GPU time): %1× — simulated: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="100"/>
        <source>  speedup (CPU time ÷ GPU time): %1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="103"/>
        <source>  without the barrier (--no-sync):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="164"/>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="175"/>
        <location filename="../app/cli.cpp" line="207"/>
        <source>Print one JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="178"/>
        <source>What nvidia-smi and a PyTorch device report would say about this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="192"/>
        <source>Matrix size n, 1 to %1 (default 5000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="194"/>
        <source>Comma-separated sizes, e.g. 64,256,1024.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="198"/>
        <source>Run one backend only: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="201"/>
        <source>Timed runs per size, 1 to %1 (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="205"/>
        <source>Untimed warm-up runs per size, 0 to %1 (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="210"/>
        <source>Also show the timing illusion: the matmul submitted to a CPU queue and timed without waiting (and, on a usable GPU, a cuBLAS launch timed without synchronising), next to the honest number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="216"/>
        <source>The lesson&apos;s benchmark: the same fp32 matmul on the CPU and on the GPU (or its labelled simulation), warmed up, synchronised, repeated and verified. With --no-sync it also measures what forgetting the barrier would have printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="224"/>
        <source>give either --size or --sizes, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="308"/>
        <location filename="../app/cli.cpp" line="327"/>
        <source>interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="328"/>
        <source>the --no-sync result did not verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="329"/>
        <source>--no-sync, n = %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="111"/>
        <source>verified: yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="114"/>
        <source>verified: NO — WRONG RESULT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="118"/>
        <source>verified: n/a (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CliArgs</name>
    <message>
        <location filename="../app/cliargs.cpp" line="27"/>
        <source>%1: &quot;%2&quot; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliargs.cpp" line="31"/>
        <location filename="../app/cliargs.cpp" line="50"/>
        <source>%1 must be at least %2 (got %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliargs.cpp" line="35"/>
        <location filename="../app/cliargs.cpp" line="56"/>
        <source>%1 = %2 is too large (at most %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliargs.cpp" line="46"/>
        <source>%1: &quot;%2&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliargs.cpp" line="51"/>
        <source>%1 must be more than %2 (got %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CliCost</name>
    <message>
        <location filename="../app/clicost.cpp" line="46"/>
        <source>%1, %2 h × %3 run(s), %4 at %5/h: %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="50"/>
        <source>spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="50"/>
        <source>on demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="54"/>
        <source>  + expected work redone and restarts after pre-emptions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="58"/>
        <source>  + a forgotten instance, %1 h at %2/h: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="62"/>
        <source>  total, expected with pre-emptions %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="62"/>
        <source>  total %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="64"/>
        <source>  — OVER the %1 cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="66"/>
        <source>  (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="67"/>
        <source>The same sweep on every class, holding %1 for %2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="69"/>
        <source>The same sweep on every class:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="75"/>
        <source>  ← cheapest that can hold it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="76"/>
        <source>  ← cheapest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="78"/>
        <source>  (cannot hold it: needs %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="85"/>
        <source>Spot with pre-emptions (%1 per hour, %2, restart %3 min):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="87"/>
        <source>checkpoint every %1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="88"/>
        <source>NO checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="91"/>
        <source>  expected %1 h per run (%2 h lost, %3 pre-emptions) → expected %4, on demand %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="99"/>
        <source>  spot stops paying off above %1 pre-emptions per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="100"/>
        <source>  spot pays off at any pre-emption rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="110"/>
        <source>Card class id, e.g. t4, a10-l4, a100-80.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="113"/>
        <source>Hours per run, at most %1 (default 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="116"/>
        <source>Number of runs, 1 to %1 (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="118"/>
        <source>Price the runs at the spot rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="121"/>
        <source>Spot pre-emptions per hour, at most %1 (default 0.05).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="125"/>
        <source>Minutes between checkpoints, at most %1; 0 = none (default 30).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="129"/>
        <source>Minutes lost per restart, at most %1 (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="132"/>
        <source>Spending cap in dollars, at most %1; the total is flagged above it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="137"/>
        <source>A forgotten instance left running this long, at most %1 h (billed at its own rate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="142"/>
        <source>Rates table (JSON, a regular file of at most %1 MiB) instead of the built-in examples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="148"/>
        <source>A model the card must hold (%1); the cheapest class is then the cheapest that can hold it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="152"/>
        <source>What --model is used for: inference, train, lora or qlora (default train).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="155"/>
        <source>Print one JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="158"/>
        <source>What a training sweep costs: rate × hours × runs for every card class, and spot with pre-emptions and checkpoints against on-demand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="165"/>
        <source>built-in example rates written %1 — examples, not quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="169"/>
        <source>--rates needs a file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="173"/>
        <source>rates from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="178"/>
        <source>%1 — using the built-in example rates instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="183"/>
        <source>cost needs --card (one of: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="186"/>
        <source>unknown card class &quot;%1&quot; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="236"/>
        <source>unknown --mode &quot;%1&quot; (known: inference, train, lora, qlora)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="240"/>
        <source>unknown --model &quot;%1&quot; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="263"/>
        <source>these inputs give an expected cost too large to compute (%1 h per run at %2 pre-emptions per hour, %3): checkpoint more often or shorten the runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="267"/>
        <source>a checkpoint every %1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="268"/>
        <source>no checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CliPlan</name>
    <message>
        <location filename="../app/cliplan.cpp" line="44"/>
        <source>VRAM plan: %1 parameters%2, %3 weights, %4%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="49"/>
        <source>, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="50"/>
        <source>  micro-batch %1 × %2 tokens, accumulation %3, effective batch %4, checkpointing %5, sharding %6 × %7 GPU(s)%8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="57"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="57"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="59"/>
        <source>, bf16 autocast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="60"/>
        <source>  shape: %1 layers, hidden %2, %3 heads (%4 KV)%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="65"/>
        <source>, guessed from the count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="68"/>
        <source>per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="69"/>
        <source>lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="70"/>
        <source>mixed precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="77"/>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="80"/>
        <source>  in use: %1 bookkeeping — total %2 (%3 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="84"/>
        <source>  activations: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="86"/>
        <source>  (lesson estimate %1; architecture estimate %2, Korthikanti et al. 2022)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="89"/>
        <source>Fits (headroom included):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="94"/>
        <source>fits, %1 spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="95"/>
        <source>does not fit: %1 short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="97"/>
        <source>Capacity in billions of parameters (card ÷ bytes/param, no headroom):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="99"/>
        <source>card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="100"/>
        <source>infer 2 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="101"/>
        <source>SGD 6 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="102"/>
        <source>Adam 14 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="103"/>
        <source>this plan %1 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="112"/>
        <source>Out-of-memory fixes, in the order to try them:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="117"/>
        <source>  %1. %2: %3%4 → %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="122"/>
        <source>  %1. %2: n/a — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="125"/>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="126"/>
        <source>Arithmetic, not a measurement: nothing was allocated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="142"/>
        <source>Parameter count: 7B, 124M, 1.5B (default 7B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="144"/>
        <source>A published model: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="146"/>
        <source>Weight precision: fp32, fp16, bf16, int8, int4 (default fp16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="149"/>
        <source>inference, train, lora or qlora (default train).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="151"/>
        <source>sgd, momentum, adam (adamw) or adam8bit (default adam).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="152"/>
        <source>Micro-batch per GPU (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="153"/>
        <source>Sequence length in tokens (default 1024).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="155"/>
        <source>Gradient checkpointing on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="157"/>
        <source>torch.autocast to bf16 (fp32 states, 16-bit activations).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="158"/>
        <source>Gradient accumulation steps (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="160"/>
        <source>none, zero1, zero2, zero3 or fsdp (default none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="161"/>
        <source>Number of GPUs (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="162"/>
        <source>LoRA rank r (default 16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="164"/>
        <source>Which bookkeeping decides the fit: lesson or mixed (default lesson).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="167"/>
        <source>Activation estimate: lesson or architecture (default lesson).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="170"/>
        <source>Steps whose loss tensor (not loss.item()) is kept (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="172"/>
        <source>GB kept free for the CUDA context and allocator (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="174"/>
        <source>Size of the custom card in GB (default 48).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="175"/>
        <source>Print one JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="179"/>
        <source>Will it run, will it train: the memory a model needs per GPU, against the cards, with the fixes to try when it does not fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="187"/>
        <source>unknown preset &quot;%1&quot; (presets: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="194"/>
        <source>--params: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="196"/>
        <source>give either --preset or --params, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="202"/>
        <source>unknown --%1 &quot;%2&quot; (known: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="245"/>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostCharts</name>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="32"/>
        <source>cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="33"/>
        <source>cheapest that fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="34"/>
        <source>over the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="35"/>
        <source>cannot hold the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="67"/>
        <source>$ per sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="74"/>
        <source>cap %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="98"/>
        <source>spot, checkpoint every %1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="99"/>
        <location filename="../labs/cost/costcharts.cpp" line="101"/>
        <source>spot, no checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="103"/>
        <source>on demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="131"/>
        <source>pre-emptions per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="135"/>
        <source>$ expected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostModel</name>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="125"/>
        <source>Your own NVIDIA card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="126"/>
        <source>$0/h once you own it (plus power)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="127"/>
        <source>the NVIDIA driver only: the PyTorch wheel brings its own CUDA runtime and cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="128"/>
        <source>training every day; no meter running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="129"/>
        <source>capped by your card&apos;s memory; the driver must be new enough for the wheel&apos;s CUDA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="130"/>
        <source>Free hosted notebook (T4: Colab, Kaggle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="130"/>
        <source>$0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="131"/>
        <source>none: open a browser, switch the runtime to a GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="132"/>
        <source>learning and now-and-then experiments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="133"/>
        <source>sessions are recycled; a GPU is not guaranteed; save your work often</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="134"/>
        <source>Rented cloud GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="134"/>
        <source>about $0.20–2.00/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="135"/>
        <source>SSH in, pip install torch, run a smoke test (Lambda, RunPod, Vast.ai, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="136"/>
        <source>serious projects and cards you could not buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="137"/>
        <source>the meter runs until you stop it; spot instances can be pre-empted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="138"/>
        <source>Apple Silicon (MPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="138"/>
        <source>$0/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="139"/>
        <source>nothing beyond PyTorch (macOS 12.3 or newer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="139"/>
        <source>a laptop you already have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="140"/>
        <source>not CUDA: operator coverage varies; memory is shared with the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="157"/>
        <source>every day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="158"/>
        <source>now and then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="159"/>
        <source>one serious project</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeviceProbe</name>
    <message>
        <location filename="../core/deviceprobe.cpp" line="122"/>
        <source>this build has no CUDA support (it was built without the CUDA Toolkit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="123"/>
        <source>install the CUDA Toolkit (nvcc under /usr/local/cuda) and rebuild with scripts/run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="132"/>
        <source>GPULAB_CUDA_MODULE names %1, which cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="134"/>
        <source>GPULAB_CUDA_MODULE names %1, which cannot be used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="136"/>
        <source>point GPULAB_CUDA_MODULE at a libgpulab_cuda.so from this build, or unset it to use the module beside the program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="141"/>
        <source>the CUDA module (libgpulab_cuda.so) was not found beside the program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="142"/>
        <source>the CUDA module could not be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="143"/>
        <source>run the gpulab from the build tree it was built in, or point GPULAB_CUDA_MODULE at libgpulab_cuda.so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="149"/>
        <source>a CUDA library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="150"/>
        <source>%1 not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="151"/>
        <source>install the CUDA runtime libraries (%1) or add their folder to LD_LIBRARY_PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="167"/>
        <source>no NVIDIA driver found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="168"/>
        <source>install the NVIDIA driver (Debian: apt install nvidia-driver) and reboot; nvidia-smi should then list the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="174"/>
        <source>driver supports CUDA %1, this build needs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="176"/>
        <source>update the NVIDIA driver to a release that supports CUDA %1 or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="182"/>
        <source>no CUDA device found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="184"/>
        <source>check that nvidia-smi lists the card and that CUDA_VISIBLE_DEVICES does not hide it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="189"/>
        <source>the NVIDIA driver refused this CUDA runtime (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="190"/>
        <source>the CUDA runtime reported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="191"/>
        <source>run nvidia-smi: if it fails too, reinstall the driver; otherwise see the runtime&apos;s message above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="243"/>
        <source>this build includes CUDA support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="244"/>
        <source>the CUDA module and its libraries load (libcudart, libcublas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="245"/>
        <source>an NVIDIA driver is installed (libcuda.so.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="246"/>
        <source>the driver supports this build&apos;s CUDA version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="247"/>
        <source>a CUDA device answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="265"/>
        <source>Measured on %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="266"/>
        <source>Measured on %1 · GPU: Simulated — %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeviceReport</name>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="80"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="81"/>
        <source>model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="82"/>
        <source>cores (threads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="83"/>
        <source>SIMD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="84"/>
        <source>measured fp32 peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="85"/>
        <source>%1 (%2, all cores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="86"/>
        <source>oneDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="87"/>
        <source>%1, dispatching to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="88"/>
        <source>RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="89"/>
        <source>%1 total, %2 available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="91"/>
        <source>NVIDIA GPU (CUDA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="93"/>
        <source>device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="94"/>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="95"/>
        <source>%1 total, %2 free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="97"/>
        <source>compute capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="98"/>
        <source>SMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="98"/>
        <source>%1 × %2 fp32 lanes at %3 MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="102"/>
        <source>fp32 peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="103"/>
        <source>%1 (from the device&apos;s properties)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="105"/>
        <source>status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="105"/>
        <source>not usable — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="106"/>
        <source>fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="108"/>
        <source>runtime says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="111"/>
        <source>driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="113"/>
        <source>driver supports CUDA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="115"/>
        <source>CUDA runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="117"/>
        <source>cuBLAS</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dispatch</name>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="80"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="82"/>
        <source>no NVIDIA driver found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="84"/>
        <source>NVIDIA driver installed, but %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="91"/>
        <source>NVIDIA workstation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="92"/>
        <source>Apple Silicon Mac</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="93"/>
        <source>CPU-only laptop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="94"/>
        <source>This machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="101"/>
        <source>CUDA wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="101"/>
        <source>CPU-only wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="107"/>
        <source>RTX 4090 24 GiB · driver with CUDA 12.4 · CUDA wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="108"/>
        <source>M2 · macOS wheel (CPU + MPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="109"/>
        <source>no NVIDIA GPU · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="110"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="163"/>
        <source>GPU Lab cannot tell: the NVIDIA driver is installed, but the probe found no usable device (%1). What PyTorch prints depends on why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="167"/>
        <source>Run the line yourself; the Device report panel shows what failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="183"/>
        <source>GPU Lab cannot see which wheel is installed: %1 is what the current PyPI wheel (torch %2) prints; yours prints the CUDA version it was built with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenario.cpp" line="23"/>
        <source>(prints nothing)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dispatch/build</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="57"/>
        <source>Which PyTorch build is this?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="58"/>
        <source>A CUDA wheel without a driver is not a CPU-only wheel: ask the build, not the hardware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="59"/>
        <source>The CUDA version this wheel was built against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="60"/>
        <source>macOS wheels are built without CUDA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="61"/>
        <source>The CUDA wheel carries its own CUDA runtime and says which — whether or not a driver is there to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="62"/>
        <source>None is how a CPU-only wheel says it has no CUDA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="63"/>
        <source>Built with CUDA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="64"/>
        <source>Built without CUDA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="65"/>
        <source>Built with CUDA: the build says nothing about the driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="66"/>
        <source>Linux wheels have no Metal backend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="67"/>
        <source>macOS wheels include the Metal (MPS) backend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="68"/>
        <source>Built with CUDA, and the driver found a device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="69"/>
        <source>Built with CUDA, but no driver: is_available() is the question that checks both.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dispatch/mistakes</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="107"/>
        <source>Common mistakes, and the error each one raises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="108"/>
        <source>Device bugs hide on the laptop and surface on the GPU. Each mistake with its real error and the corrected line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="109"/>
        <source>A module moves in place: .to() changes its parameters and returns the same module.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="110"/>
        <source>Tensors are not moved in place: .to() returned a moved copy, which was thrown away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="111"/>
        <source>Everything is on the CPU here, so the mistake stays invisible — until the script meets a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="112"/>
        <source>The model is on the GPU, the batch is not; older versions say &quot;found at least two devices, cuda:0 and cpu!&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="113"/>
        <source>x = x.to(device)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="114"/>
        <source>Assigned this time: x now names the copy on the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="115"/>
        <source>Correct everywhere, and now also correct on a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="116"/>
        <source>NumPy can only read host memory; the device is checked before anything else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="117"/>
        <source>out.detach().cpu().numpy()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="118"/>
        <source>On the CPU the next check fails: out is part of the autograd graph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="119"/>
        <source>Detached from the graph, copied to the host, then handed to NumPy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="120"/>
        <source>The same line works everywhere: .cpu() of a CPU tensor is free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="121"/>
        <source>The real pitfall: when the parameters are replaced instead of moved — a model re-created in a notebook cell, a conversion that makes new Parameter objects, an optimizer whose state was built before the move — the optimizer keeps updating tensors the model no longer uses. Nothing raises an error; the loss simply stops improving. Build the optimizer after model.to(device).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="122"/>
        <source>Harmless here: Module.to moved each Parameter&apos;s data in place, so the optimizer still holds the live parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="123"/>
        <source>Nothing moved; the order only matters once a GPU is involved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="124"/>
        <source>No error yet: the cost is memory. On a long run this ends in torch.OutOfMemoryError: CUDA out of memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="125"/>
        <source>Each stored loss keeps its whole graph alive in VRAM, and the list grows every step until memory runs out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="126"/>
        <source>The graphs pile up in RAM instead: slower to notice, same leak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="127"/>
        <source>.item() copies one number to the host and lets the graph go.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dispatch/move</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="95"/>
        <source>Moving the model and every batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="96"/>
        <source>model.to(device) once, each batch inside the loop, and checkpoints with map_location.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="97"/>
        <source>Chosen once, at the top; everything below uses the variable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="98"/>
        <source>The model moves once, then the optimizer is built from the moved parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="99"/>
        <source>Every batch comes off the loader on the CPU and is copied to the GPU inside the loop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="100"/>
        <source>On the CPU .to(device) returns the same tensor: free, and the code stays portable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="101"/>
        <source>The checkpoint was written on the workstation with torch.save(model.state_dict(), &quot;model.pt&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="102"/>
        <source>This checkpoint was saved on this GPU, so its tensors load straight back onto cuda:0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="103"/>
        <source>The file remembers that its tensors lived on cuda:0, and this machine has no CUDA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="104"/>
        <source>state = torch.load(&quot;model.pt&quot;, map_location=device)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="105"/>
        <source>map_location moves every stored tensor to the chosen device while loading.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dispatch/pick</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="71"/>
        <source>Pick the device: cuda, then mps, then cpu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="72"/>
        <source>A three-way pick_device() and the newer torch.accelerator one-liner, on every machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="73"/>
        <source>Defining a function runs none of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="74"/>
        <source>CUDA is asked first and answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="75"/>
        <source>No CUDA, but Metal answers: unlike the two-way idiom, the Mac&apos;s GPU is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="76"/>
        <source>No driver means no CUDA, and Linux has no MPS: the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="77"/>
        <source>Neither backend is built in: the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="78"/>
        <source>The torch.accelerator module arrived in PyTorch 2.6 (older versions raise AttributeError). Since 2.7 current_accelerator() reports the accelerator the wheel was built for, and the check_available=True argument, also new in 2.7, adds the runtime check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="79"/>
        <source>The accelerator this wheel was built for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="80"/>
        <source>The macOS wheel&apos;s accelerator is MPS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="81"/>
        <source>It reports the build, not the hardware: a CUDA wheel says cuda even with no driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="82"/>
        <source>A CPU-only wheel has no accelerator, so the answer is None.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="83"/>
        <source>Built for CUDA and a device answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="84"/>
        <source>Built for MPS and Metal answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="85"/>
        <source>With the runtime check a CUDA wheel without a driver reports no accelerator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="86"/>
        <source>No accelerator was built in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="87"/>
        <source>is_available() checked the runtime, so the accelerator is usable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="88"/>
        <source>The one-liner picks Metal on a Mac, like pick_device().</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="89"/>
        <source>is_available() is False without a driver, so .type is never reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="90"/>
        <source>No accelerator: the else branch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="91"/>
        <source>Created straight on the GPU: no copy from the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="92"/>
        <source>Created in the Mac&apos;s unified memory, for the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="93"/>
        <source>CPU tensors print without a device.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dispatch/probe</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="15"/>
        <source>The eight-line probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="16"/>
        <source>The checks to run on any new machine, one line at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="17"/>
        <source>The &apos;CUDA Version&apos; nvidia-smi prints is the newest CUDA the driver can run, not a toolkit that is installed. PyTorch wheels bring their own CUDA runtime; they only need a driver that is new enough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="18"/>
        <source>The driver answers: its version, the newest CUDA it supports (top right), the card and its memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="19"/>
        <source>nvidia-smi is installed with the NVIDIA driver, and a Mac has no NVIDIA driver (zsh is the macOS shell).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="20"/>
        <source>Nothing to install: on Apple Silicon the GPU is reached through MPS, not CUDA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="21"/>
        <source>No NVIDIA driver, so no nvidia-smi: the command ships with the driver. (Ubuntu may add a hint to install nvidia-utils.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="22"/>
        <source>With an NVIDIA card: install the driver and reboot. Without one: train on the CPU or on a hosted GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="23"/>
        <source>The driver answered and reported one CUDA device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="24"/>
        <source>macOS wheels contain no CUDA at all; the Mac&apos;s GPU is reached through MPS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="25"/>
        <source>The wheel has CUDA inside, but without a driver PyTorch counts zero devices — quietly, without a warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="26"/>
        <source>A CPU-only wheel has no CUDA code, so the answer is False on any hardware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="27"/>
        <source>Wording shifts between PyTorch versions: older releases raised the no-driver message as an AssertionError, newer ones as a RuntimeError from torch._C._cuda_init.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="28"/>
        <source>torch.version.cuda is the CUDA the wheel was built with; the name comes from the driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="29"/>
        <source>The arguments are evaluated first: torch.version.cuda is None, then get_device_name(0) fails, so nothing is printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="30"/>
        <source>Ask first: only call it when torch.cuda.is_available() is True.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="31"/>
        <source>torch.version.cuda alone would print the wheel&apos;s CUDA version, but naming device 0 starts CUDA, and that needs the driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="32"/>
        <source>Install the NVIDIA driver, or only call it when torch.cuda.is_available() is True.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="33"/>
        <source>torch.version.cuda is None in a CPU-only wheel, and get_device_name(0) fails before print runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="34"/>
        <source>On a machine with an NVIDIA card install the CUDA wheel; elsewhere ask torch.cuda.is_available() first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="35"/>
        <source>MPS is Apple&apos;s Metal backend; Linux wheels are built without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="36"/>
        <source>An M-series Mac with a recent macOS and PyTorch has the Metal (MPS) backend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="37"/>
        <source>MPS exists only in macOS wheels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="38"/>
        <source>total_memory is in bytes; ÷ 1e9 gives decimal GB, more than the GiB on the box (24 GiB = 25.8 GB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="39"/>
        <source>There is no CUDA device to describe in a macOS wheel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="40"/>
        <source>Reading device properties starts CUDA, which needs the NVIDIA driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="41"/>
        <source>A CPU-only wheel cannot describe a CUDA device, present or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="42"/>
        <source>CUDA is available, so the idiom picks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="43"/>
        <source>The idiom asks only about CUDA: the Mac&apos;s GPU is opt-in, through torch.backends.mps.is_available().</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="44"/>
        <source>No driver, no CUDA device: the idiom falls back to the CPU and the script keeps running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="45"/>
        <source>A CPU-only wheel never has CUDA: the idiom falls back to the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="46"/>
        <source>&quot;cuda&quot; means the current CUDA device, which is index 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="47"/>
        <source>The string &quot;cuda&quot; is hard-coded, and this build has no CUDA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="48"/>
        <source>Move to the device the idiom picked: .to(device).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="49"/>
        <source>Moving a tensor to &quot;cuda&quot; starts CUDA, which needs the NVIDIA driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="50"/>
        <source>A CPU-only wheel cannot create CUDA tensors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="51"/>
        <source>synchronize() waits for all queued GPU work, so the print really comes after the kernel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="52"/>
        <source>A CUDA barrier in a build without CUDA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="53"/>
        <source>On a Mac wait with torch.mps.synchronize(); on the CPU nothing is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="54"/>
        <source>The barrier starts CUDA, which needs the NVIDIA driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="55"/>
        <source>Synchronize only the backend you picked: skip it on the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dispatch/sync</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="129"/>
        <source>Synchronize, per backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="130"/>
        <source>A GPU call only queues its work, so a timer needs a wait: the barrier that matches the backend you picked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="131"/>
        <source>CUDA first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="132"/>
        <source>Metal when there is no CUDA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="133"/>
        <source>Neither: the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="134"/>
        <source>The multiply was queued on the GPU; Python has control back before it finishes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="135"/>
        <source>Queued for the Mac&apos;s GPU through Metal; Python continues at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="136"/>
        <source>On the CPU the call returns when the multiply is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="137"/>
        <source>Waits until the GPU has finished the multiply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="138"/>
        <source>The habit copied from a CUDA tutorial fails on a Mac.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="139"/>
        <source>if device.type == &quot;mps&quot;: torch.mps.synchronize()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="140"/>
        <source>A CUDA barrier starts CUDA, which needs the driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="141"/>
        <source>if device.type == &quot;cuda&quot;: torch.cuda.synchronize()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="142"/>
        <source>A CUDA barrier in a build without CUDA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="143"/>
        <source>The CUDA barrier, only where CUDA is the device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="144"/>
        <source>Skipped: the device is mps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="145"/>
        <source>Skipped: the CPU needs no barrier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="146"/>
        <source>Skipped: the device is cuda.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="147"/>
        <source>Waits until Metal has finished the multiply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="148"/>
        <source>.item() copies a number to the host, so it waits for the multiply too — a hidden synchronize.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="149"/>
        <source>On the CPU the value was ready when the multiply returned.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DispatchLoader</name>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="29"/>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="35"/>
        <source>line %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="48"/>
        <source>needs exactly one of &quot;output&quot; or &quot;error&quot; (or &quot;same_as&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="53"/>
        <source>&quot;output&quot; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="59"/>
        <source>a long or multi-line output needs a short &quot;label&quot; for the quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="68"/>
        <source>an error needs a &quot;message&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="72"/>
        <source>a Python error needs its exception &quot;type&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="76"/>
        <source>an error needs a &quot;fix&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="81"/>
        <source>needs a one-line &quot;why&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="90"/>
        <source>line %1 is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="94"/>
        <source>line %1 has no &quot;code&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="101"/>
        <source>%1: unknown kind &quot;%2&quot; (shell or python)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="108"/>
        <source>%1: unknown machine &quot;%2&quot; (expected %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="113"/>
        <source>%1: no output or error for machine &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="120"/>
        <source>%1, machine &quot;%2&quot;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="129"/>
        <source>%1, machine &quot;%2&quot;: &quot;same_as&quot; must name a machine with its own outcome, not &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="155"/>
        <source>not valid JSON at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="157"/>
        <source>the top level must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="165"/>
        <source>no &quot;id&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="167"/>
        <source>no &quot;title&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="170"/>
        <source>no &quot;lines&quot; (a scenario needs at least one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="186"/>
        <source>%1: no scenario files found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="201"/>
        <source>%1: the id &quot;%2&quot; is used by another file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Labs</name>
    <message>
        <location filename="../labs/labregistry.cpp" line="28"/>
        <source>Device report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="29"/>
        <source>Verify your GPU: what nvidia-smi would say</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="31"/>
        <source>Throughput race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="32"/>
        <source>CPU cores against GPU lanes on one matmul, simulated and measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="34"/>
        <source>VRAM planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="35"/>
        <source>Will it run, will it train: memory against the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="37"/>
        <source>Cost calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="38"/>
        <source>What a sweep costs, spot done properly, buy or rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="40"/>
        <source>Device dispatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="41"/>
        <source>One script, four machines: what each line prints or raises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="43"/>
        <source>Timing pitfall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="44"/>
        <source>Toggle synchronize() and watch a 1000× speedup melt to 24×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="46"/>
        <source>Learn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="47"/>
        <source>The lesson in six chapters, a quiz, flashcards and exercises</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <location filename="../core/learn/exercisemath.cpp" line="26"/>
        <source>%1, %2 of GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/exercisemath.cpp" line="31"/>
        <source>no usable GPU (%1), so this machine&apos;s RAM: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/exercisemath.cpp" line="55"/>
        <source>%1 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/exercisemath.cpp" line="56"/>
        <source>%1 M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learncontent.cpp" line="36"/>
        <location filename="../core/learn/learncontent.cpp" line="48"/>
        <source>%1: cannot read it (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learncontent.cpp" line="54"/>
        <source>%1: not valid JSON at byte %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learncontent.cpp" line="59"/>
        <source>%1: no &quot;%2&quot; list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learncontent.cpp" line="72"/>
        <source>exercises.json: exercise &quot;%1&quot;: unknown measure &quot;%2&quot; (none, benchmark, memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learncontent.cpp" line="116"/>
        <source>chapters.json: chapter &quot;%1&quot; names no file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="33"/>
        <source>%1: an entry has no id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="35"/>
        <source>%1: the id &quot;%2&quot; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="44"/>
        <source>%1: the lab link names no lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="46"/>
        <source>%1: the lab &quot;%2&quot; does not exist (labs: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="49"/>
        <source>%1: &quot;%2&quot; is not a preset name (lower case words joined by -)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="56"/>
        <source>chapter &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="58"/>
        <source>%1: no title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="60"/>
        <source>%1: the page %2 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="63"/>
        <source>%1: the lab link has no text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="67"/>
        <source>%1: the link to &quot;%2&quot; names no flashcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="72"/>
        <source>%1: links go to term: or lab:, not &quot;%2:&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="82"/>
        <source>quiz.json: no questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="84"/>
        <source>question &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="86"/>
        <source>%1: no question text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="88"/>
        <source>%1: %2 choices, needs %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="93"/>
        <source>%1: a choice has no text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="96"/>
        <source>%1: %2 correct choices, needs exactly one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="98"/>
        <source>%1: no explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="100"/>
        <source>%1: the chapter &quot;%2&quot; does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="112"/>
        <source>glossary.json: the glossary term &quot;%1&quot; has no card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="114"/>
        <source>card &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="116"/>
        <source>%1: not a term of the glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="118"/>
        <source>%1: needs a term and a meaning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="121"/>
        <source>%1: the pattern &quot;%2&quot; is not a valid expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="125"/>
        <source>%1: the pattern does not match the term itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="140"/>
        <source>chapter &quot;%1&quot;: the first use of &quot;%2&quot; (&quot;%3&quot;) is not a link to its card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="144"/>
        <source>%1: no chapter links to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="152"/>
        <source>exercises.json: no exercises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="157"/>
        <source>exercise &quot;%1&quot;: needs a title, a task, a &quot;try first&quot; and a worked answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="167"/>
        <source>chapters.json: no chapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/quizmodel.cpp" line="22"/>
        <source>there is no question &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/quizmodel.cpp" line="27"/>
        <source>choice %1 does not exist (the question has %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/quizmodel.cpp" line="34"/>
        <source>already answered; reset the quiz to try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/quizmodel.cpp" line="59"/>
        <source>%1 / %2 answered · %3 correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="20"/>
        <source>the %1 run was interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="22"/>
        <source>the %1 run failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="24"/>
        <source>the %1 run has no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="27"/>
        <source>the %1 result is wrong: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="29"/>
        <source>the %1 result was not verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="31"/>
        <source>the %1 run took no measurable time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="69"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="71"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="73"/>
        <source>the two runs used different sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="85"/>
        <source>This ratio is large, but it is honest: both sides were warmed up and every timed run waited for its multiply to finish before the clock stopped. It is real width — in fp32, a large GPU against a CPU with two cores can be a few hundred times faster. Keep the three-digit warning for numbers from your own script, until you have checked that it synchronizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="90"/>
        <source>Three digits or more, from runs whose timing nobody checked: distrust it and look for a missing barrier.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonBenchmarkView</name>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="21"/>
        <source>%1 (%2, %3) — %4 · %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Logging</name>
    <message>
        <location filename="../app/logging.cpp" line="59"/>
        <source>unknown log level &quot;%1&quot; (use trace, debug, info, warn, error, critical or off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/logging.cpp" line="98"/>
        <source>the log (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/logging.cpp" line="101"/>
        <source>the settings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/logging.cpp" line="104"/>
        <source>cannot write %1: check that HOME (%2) exists and is writable; nothing will be remembered after GPU Lab closes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/logging.cpp" line="106"/>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/logging.cpp" line="109"/>
        <source>the settings file %1 could not be read; the defaults are used and the file is left as it is until you change a setting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../app/main.cpp" line="48"/>
        <source>GPU Lab %1 — why deep-learning training runs on GPUs.

Usage:
  gpulab [--lab NAME] [--log-level LEVEL]   open the app (labs: %2)
  gpulab probe [--json]                     what nvidia-smi and PyTorch would report here
  gpulab bench [--size N | --sizes a,b,...] [--backend ID] [--repeats R] [--warmup W] [--no-sync]
               [--json]
                                            the lesson&apos;s CPU vs GPU matmul benchmark
  gpulab plan [--params 7B | --preset NAME] [--weights fp16] [--mode train] [--optimizer adam]
              [--batch N --seq S --checkpointing --accum K --shard zero3 --gpus N --lora-rank r] [--json]
                                            the VRAM a model needs, against the cards
  gpulab cost --card ID [--hours H --runs N --spot --interrupt-rate R --checkpoint-min M
              --restart-min M --cap DOLLARS --idle-hours H --rates FILE
              --model PRESET --mode MODE] [--json]
                                            what a training sweep costs, on demand or on spot
  gpulab screenshot --out DIR [--panel NAME] [--size WxH] [--text-scale S]
                                            render every panel to DIR/&lt;panel&gt;.png
  gpulab COMMAND --help                     the options of one command

Exit status: 0 done, 1 the work failed (wrong result, interrupted), 2 bad input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="120"/>
        <source>unknown command &quot;%1&quot; (commands: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="125"/>
        <source>unknown lab &quot;%1&quot; (labs: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="128"/>
        <source>no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set, e.g. over SSH); without one use the command line (gpulab probe, bench, plan, cost), render the panels with gpulab screenshot --out DIR, or set QT_QPA_PLATFORM=offscreen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="196"/>
        <source>unknown command &quot;%1&quot; (commands: %2; see gpulab --help)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MemoryGuard</name>
    <message>
        <location filename="../core/memoryguard.cpp" line="17"/>
        <source>matrix size must be at least 1 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/memoryguard.cpp" line="20"/>
        <source>n = %1 needs %2 for A, B and C (3·n²·4 bytes), but only %3 of %4 is available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/memoryguard.cpp" line="31"/>
        <source>RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/memoryguard.cpp" line="36"/>
        <source>the address space left under this process&apos;s limit (ulimit -v %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/memoryguard.cpp" line="44"/>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RaceView</name>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="39"/>
        <source>%1 GHz</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RateTable</name>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="76"/>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="105"/>
        <source>Example rates for teaching, not quotes: prices change by provider, region and month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="107"/>
        <source>T4-class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="109"/>
        <source>A10 / L4-class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="114"/>
        <source>A100 80 GB-class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="122"/>
        <source>the table has no card classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="127"/>
        <source>class %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="128"/>
        <source>class &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="130"/>
        <source>%1: id must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="132"/>
        <source>%1: id appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="135"/>
        <source>%1: id must be one word, without spaces or control characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="137"/>
        <source>%1: name must not contain control characters (line breaks, tabs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="139"/>
        <source>%1: vram_gb must be a number &gt; 0 and at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="141"/>
        <source>%1: on_demand_per_hour must be a number &gt; 0 and at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="145"/>
        <source>%1: spot_per_hour must be a number &gt; 0 and at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="159"/>
        <source>%1: not valid JSON (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="163"/>
        <source>%1: the top level must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="168"/>
        <source>%1: &quot;format&quot; must be &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="172"/>
        <source>%1: unsupported &quot;version&quot; (this program reads version %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="179"/>
        <source>%1: &quot;classes&quot; must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="191"/>
        <source>%1: each class must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="197"/>
        <source>%1: &quot;%2&quot; must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="203"/>
        <source>%1: &quot;%2&quot; must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="235"/>
        <source>no rates file name given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="242"/>
        <source>%1: cannot be read (no such file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="246"/>
        <source>%1: cannot be read (not a regular file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="250"/>
        <source>%1: cannot be read (larger than %2 MiB, the limit for a rates file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="260"/>
        <source>%1: cannot be read (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="305"/>
        <source>%1: cannot be written (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <location filename="../app/screenshot.cpp" line="40"/>
        <source>Render each lab panel offscreen to DIR/&lt;panel&gt;.png, in a window of --size pixels (default 1600x1000) with text at --text-scale (default 1.0, as View › Larger text).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="44"/>
        <source>Folder to write the PNG files to (created if missing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="48"/>
        <source>Only this panel: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="50"/>
        <source>Log level on stderr.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="54"/>
        <source>Window size in pixels, WIDTHxHEIGHT, at least %1x%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="58"/>
        <source>Text size as a factor of the normal size, %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="70"/>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="72"/>
        <source>unknown log level &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="74"/>
        <source>screenshot needs --out DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="83"/>
        <source>--size wants WIDTHxHEIGHT between %1x%2 and %3x%3, not &quot;%4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="92"/>
        <source>--text-scale wants a number from %1 to %2, not &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="102"/>
        <source>unknown panel &quot;%1&quot; (panels: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="116"/>
        <source>cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="121"/>
        <source>cannot write to the folder %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="138"/>
        <source>could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sweep</name>
    <message>
        <location filename="../core/throughput/sweep.cpp" line="45"/>
        <source>&quot;%1&quot; is not a matrix size from 1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/throughput/sweep.cpp" line="54"/>
        <source>give at least one matrix size, e.g. 64, 128, 256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/throughput/sweep.cpp" line="84"/>
        <source>naive CPU loop stops at n = %1 (%2 larger sizes skipped: one thread would need minutes for each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/throughput/sweep.cpp" line="188"/>
        <location filename="../core/throughput/sweep.cpp" line="191"/>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimingMeasure</name>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="70"/>
        <source>CPU queue — the same effect as a GPU stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="76"/>
        <source>matrix size must be at least 1 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="78"/>
        <source>repeats must be at least 1 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="80"/>
        <source>warm-up runs cannot be negative (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="83"/>
        <source>too many runs or too large a matrix (at most %1 repeats, %2 warm-up runs, n = %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="109"/>
        <location filename="../core/timing/timingmeasure.cpp" line="236"/>
        <source>could not allocate the operands for n = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="118"/>
        <source>cold call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="144"/>
        <source>cold call: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="151"/>
        <location filename="../core/timing/timingmeasure.cpp" line="159"/>
        <source>warming up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="170"/>
        <source>timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="193"/>
        <source>n = %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="202"/>
        <source>verifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="225"/>
        <source>the CUDA backend is not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="239"/>
        <source>CUDA: uploading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="242"/>
        <location filename="../core/timing/timingmeasure.cpp" line="263"/>
        <source>CUDA, n = %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="245"/>
        <source>CUDA: timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="270"/>
        <source>no host memory to read the result back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="281"/>
        <source>the result could not be read back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="296"/>
        <source>not requested</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimingModel</name>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="110"/>
        <source>synchronize(): earlier work finishes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="113"/>
        <source>randn for A, B; warm-up A @ B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="113"/>
        <source>randn for A, B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="116"/>
        <source>%1 — inside the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="119"/>
        <source>first call: library set-up, kernel selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="121"/>
        <source>launch + overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="124"/>
        <source>synchronize(): waits for the kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="126"/>
        <source>matmul kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="130"/>
        <source>start event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="131"/>
        <source>stop event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="134"/>
        <source>elapsed_time() raises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="136"/>
        <source>timer starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="137"/>
        <source>timer stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="149"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="151"/>
        <source>%1 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="152"/>
        <source>%1 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="157"/>
        <source>So a %1-hour CPU job would take about %2 on the simulated GPU — not the %3 that the missing barrier promises.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="168"/>
        <source>Device events, read too early: elapsed_time() does not wait for the stop event. The kernel still has %1 to run, so PyTorch raises instead of returning a time: %2 Synchronize first (end.synchronize() or torch.cuda.synchronize()), then read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="174"/>
        <source>Device events time the kernel on the GPU itself: %1, read after synchronize() let the stop event complete. Host costs (per-call overhead, first-call set-up) are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="179"/>
        <source>No barrier: the timer stopped when the call returned, %1 in, while the kernel ran on for another %2. That is the enqueue, not the work. (Its %3 is the lesson&apos;s stand-in for all per-call overhead — launch, transfer, framework, first use; a bare kernel launch takes microseconds.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="187"/>
        <source>synchronize() held the timer until the kernel finished: per-call overhead plus work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="191"/>
        <source>First call: %1 of library set-up and kernel selection sit inside the window. Warm up first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="195"/>
        <source>No barrier before the timer: the GPU was still busy with work queued earlier (%1 of %2), so the timed multiply waited behind it and the reading includes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="199"/>
        <source>the randn that made A and B and the warm-up multiply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="200"/>
        <source>the randn that made A and B</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimingReport</name>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="93"/>
        <source>  %1 — measured on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="95"/>
        <source>    failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="97"/>
        <source>    submit, no wait (the illusion): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="98"/>
        <source>    submit, then wait (honest):     %1   the un-waited number is %2× too small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="101"/>
        <source>    cold first call: %1 (fresh primitive, cache off: creation %2, first run %3) vs %4 warmed%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="106"/>
        <source> (oneDNN kept its primitive cache: may be warm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="107"/>
        <location filename="../core/timing/timingreport.cpp" line="125"/>
        <source>    verified: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="108"/>
        <location filename="../core/timing/timingreport.cpp" line="126"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="112"/>
        <source>  CUDA stream: not measured — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="114"/>
        <source>  CUDA stream on %1: failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="116"/>
        <source>  CUDA stream, cuBLAS — measured on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="117"/>
        <source>    launch, no sync (the illusion): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="118"/>
        <source>    synchronised (honest):          %1   the un-synchronised number is %2× too small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="122"/>
        <source>    CUDA events:                    %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="123"/>
        <source>    cold first call: %1 synchronised, %2 by events</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimingRunSummary</name>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="19"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (min %2, max %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="31"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — measured on %2, n = %3&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="37"/>
        <location filename="../labs/timing/runsummary.cpp" line="67"/>
        <source>cancelled before the first reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="38"/>
        <source>submit, no wait: %1&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="39"/>
        <source>submit, then wait: %1&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="41"/>
        <source>Stopping the clock at submit() makes the multiply look &lt;b&gt;%1× faster&lt;/b&gt; than it is.&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="44"/>
        <source>Cold first call: &lt;b&gt;%1&lt;/b&gt; (a fresh primitive, cache off: creation %2, first run on a fresh thread %3) against %4 warmed%5.&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="50"/>
        <source> — oneDNN kept its primitive cache, so this may be warm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="53"/>
        <source>&lt;br&gt;cancelled: the readings so far are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="60"/>
        <source>&lt;b&gt;CUDA&lt;/b&gt; — not measured: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="61"/>
        <source>&lt;b&gt;CUDA stream, cuBLAS&lt;/b&gt; — measured on %1, n = %2&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="68"/>
        <source>host clock, no sync: %1&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="69"/>
        <source>host clock, synchronised: %1&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="70"/>
        <source>CUDA events: %1&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="71"/>
        <source>First (cold) call: %1 synchronised, %2 by events%3.&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="73"/>
        <source>, the context&apos;s first multiply</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Verify</name>
    <message>
        <location filename="../core/verify.cpp" line="52"/>
        <source>%1 of %1 sampled entries match a double-precision reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/verify.cpp" line="54"/>
        <source>WRONG RESULT: %1 of %2 sampled entries differ from the double-precision reference (worst error %3× the tolerance)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Vram</name>
    <message>
        <location filename="../core/vram/vramcards.cpp" line="18"/>
        <source>The cards follow the lesson&apos;s arithmetic in decimal GB: its 24 GB card is 24×10⁹ bytes. The &quot;24 GB&quot; on a real card means 24 GiB, which PyTorch prints as 25.8 (bytes ÷ 10⁹), so a real card holds about 7 % more than the lesson&apos;s figure; some report a little less than their label (a 16 GB T4 with ECC on: about 15.8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramcards.cpp" line="28"/>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramcards.cpp" line="35"/>
        <source>custom %1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramcards.cpp" line="39"/>
        <source>this GPU (%1), total %2 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramcards.cpp" line="42"/>
        <source>this GPU, free now: %1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="34"/>
        <source>Halve the batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="39"/>
        <source>Activations grow with the batch, so half the batch keeps about half of them; accumulating twice as many steps keeps the effective batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="42"/>
        <source>The batch is already 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="46"/>
        <source>Mixed precision (bf16 autocast)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="50"/>
        <source>torch.autocast leaves the weights, gradients and optimizer state in fp32 and runs eligible ops (matrix multiplies) in bf16, so the activations they save are half the size; it also keeps a bf16 copy of each weight it casts until the backward pass. It saves activation memory, not weight memory. bf16 needs no GradScaler; fp16 does, because its small range underflows gradients.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="57"/>
        <source>Autocast is on already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="58"/>
        <source>Autocast matters for full training of fp32 weights; this plan&apos;s weights are already below fp32 or not trained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="63"/>
        <source>Store the weights in bf16 (model.to(torch.bfloat16))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="68"/>
        <source>Not autocast: the model itself is converted, so every weight takes 2 bytes instead of 4. In training, updates too small for bf16&apos;s 8-bit mantissa are rounded away unless an fp32 master copy is kept — a different choice with its own risks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="73"/>
        <source>The weights are already below fp32.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="77"/>
        <source>Evaluate under no_grad()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="85"/>
        <source>An evaluation pass needs no graph: no gradients, no optimizer state, no saved activations — only the weights (and a KV cache when generating).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="88"/>
        <source>This plan is inference already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="92"/>
        <source>Store loss.item(), not loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="96"/>
        <source>A kept loss tensor keeps its whole graph, activations included, alive; the Python number from .item() keeps nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="99"/>
        <source>No loss tensors are being kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="103"/>
        <source>Half-size model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="110"/>
        <source>Every byte per parameter applies to half as many parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="112"/>
        <source>The model is already as small as the planner goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="116"/>
        <source>Half-length inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="122"/>
        <source>The KV cache is linear in the sequence length: half the tokens, half the cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="124"/>
        <source>Real activations shrink with the sequence (see the architecture estimate); the lesson&apos;s teaching figure does not model it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="126"/>
        <source>Activations shrink by more than half: the attention term grows with the square of the sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="129"/>
        <source>The sequence is one token already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="133"/>
        <source>Gradient checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="137"/>
        <source>Keep a few activations and recompute the rest during the backward pass: about a third more compute for a fraction of the memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="141"/>
        <source>Checkpointing is on already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="141"/>
        <source>Inference stores no activations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="145"/>
        <source>LoRA adapters (rank %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="149"/>
        <source>The base is frozen: no gradients or optimizer state for it, only for the small adapters. Activations stay, so at long context the saving shrinks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="152"/>
        <source>Applies to full training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="156"/>
        <location filename="../core/vram/vramnames.cpp" line="156"/>
        <source>QLoRA (4-bit base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="161"/>
        <source>LoRA on a base stored in 4 bits: about 1 byte per frozen weight in the lesson&apos;s rounding, 0.5 B plus block constants in the precise count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="164"/>
        <source>Applies to full training and LoRA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="169"/>
        <source>Shard over %1 GPUs (ZeRO-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="174"/>
        <source>Weights, gradients and optimizer state are split over the GPUs; each GPU keeps its own activations, so those do not shrink.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="177"/>
        <source>Sharding here is a training technique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="188"/>
        <source>Not a saving for this plan: it would change the total by %1%2 GB. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="30"/>
        <source>give a parameter count such as 7B or 124M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="36"/>
        <source>&quot;%1&quot; is not a parameter count (try 7B, 124M or 1.5B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="44"/>
        <location filename="../core/vram/vramnames.cpp" line="71"/>
        <source>%1 parameters is outside what the planner covers (1M … 10T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="58"/>
        <source>unknown suffix &quot;%1&quot; in &quot;%2&quot; (use K, M, B or T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="63"/>
        <source>the parameter count must be positive (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="67"/>
        <source>the parameter count must be positive, not zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="142"/>
        <source>fp32 (4 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="143"/>
        <source>fp16 (2 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="144"/>
        <source>bf16 (2 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="145"/>
        <source>int8 (1 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="146"/>
        <source>4-bit (0.5 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="153"/>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="154"/>
        <source>Full training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="155"/>
        <source>LoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="163"/>
        <source>SGD (0 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="164"/>
        <source>SGD + momentum (4 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="165"/>
        <source>Adam / AdamW (8 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="166"/>
        <source>8-bit Adam (2 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="173"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="174"/>
        <source>ZeRO-1: optimizer state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="175"/>
        <source>ZeRO-2: + gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="176"/>
        <source>ZeRO-3 / FSDP: + weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="182"/>
        <source>Lesson (2 + 4 + 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="182"/>
        <source>Mixed precision (≈16 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="186"/>
        <source>Lesson estimate (0.5 GB at 7B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="187"/>
        <source>Architecture (Korthikanti et al.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="192"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="193"/>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="194"/>
        <source>Optimizer state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="195"/>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="196"/>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="197"/>
        <source>Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="79"/>
        <source>the parameter count must be between 1M and 10T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="81"/>
        <source>active parameters must be between 0 and the total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="83"/>
        <source>the batch size must be between 1 and %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="85"/>
        <source>the sequence length must be between 1 and %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="87"/>
        <source>gradient accumulation must be between 1 and %1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="89"/>
        <source>the number of GPUs must be between 1 and %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="91"/>
        <source>the LoRA rank must be between 1 and %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="93"/>
        <source>kept graphs must be between 0 and %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="95"/>
        <source>the headroom must be between 0 and 100 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="211"/>
        <source>Lesson teaching estimate: 0.5 GB at 7B and batch 1, × batch × (active params ÷ 7B), ÷ 8 for checkpointing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="213"/>
        <source>Lesson teaching estimate: 0.5 GB at 7B and batch 1, × batch × (active params ÷ 7B); sequence length not modelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="217"/>
        <source>Architecture estimate, full recomputation: 2·s·b·h bytes per layer (Korthikanti et al. 2022).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="219"/>
        <source>Architecture estimate: s·b·h·(34 + 5·a·s/h) bytes per layer for 16-bit activations (Korthikanti et al. 2022).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="222"/>
        <source>Inference keeps no graph: no activations are stored, only the KV cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="231"/>
        <source>Shape guessed from the count: %1 layers, hidden size %2, %3 heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="236"/>
        <source>Mixture of experts: all %1 B parameters must be in memory, though only %2 B work per token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="241"/>
        <source>The sequence is longer than the model&apos;s context of %1 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="243"/>
        <source>Full training of int8 / 4-bit weights is not how it is done; QLoRA trains adapters on a quantised base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="246"/>
        <source>QLoRA always stores the base in 4-bit; the weight precision choice is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="248"/>
        <source>Sharding divides model states over %1 GPUs; every GPU still holds its own activations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="251"/>
        <source>ZeRO sharding is a training technique; it is ignored for inference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="253"/>
        <source>Autocast: weights, gradients and optimizer state stay fp32; activations are 16-bit, and the 16-bit copies of the weights it casts (2 B/param until the backward pass) are counted with the weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="257"/>
        <source>Autocast changes nothing in this plan: it matters when fp32 weights are fully trained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="260"/>
        <source>%1 kept `loss` tensors hold %1 extra graphs of activations alive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="281"/>
        <source>%1 GB is kept back for the CUDA context and the allocator&apos;s reserve: the lesson&apos;s &quot;a gigabyte or two&quot;, at the end that still lets a 16 GB T4 serve a 7B model in fp16, as the lesson says it can. Keep more when other programs share the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="289"/>
        <source>The lesson keeps 16-bit weights with fp32 gradients (2 + 4 + 8 = 14 B/param); real mixed-precision training keeps 16-bit gradients but adds an fp32 master copy of the weights for the optimizer to update (2 + 2 + 4 + 8 = 16 B/param), so it needs about 2 bytes more per parameter.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkCalculator</name>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="26"/>
        <source>&quot;%1&quot; is not a layer size (use whole numbers like 784 or 3*224*224)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="32"/>
        <source>the layer size &quot;%1&quot; is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="40"/>
        <source>give at least two layer sizes (inputs and outputs), e.g. 784, 256, 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="48"/>
        <source>give at least two layer sizes (inputs and outputs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="52"/>
        <source>the batch size must be at least 1 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="59"/>
        <source>layer sizes must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="64"/>
        <location filename="../core/throughput/workcalculator.cpp" line="70"/>
        <source>the work is too large to count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="87"/>
        <source>Small MLP (MNIST digits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="88"/>
        <source>MLP on raw 224×224 RGB pixels (ImageNet-sized)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::app::MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="39"/>
        <source>GPU Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="57"/>
        <source>%1: %2 (Ctrl+%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="86"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="87"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="90"/>
        <source>&amp;Labs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="99"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="100"/>
        <source>&amp;Full screen (for projectors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="103"/>
        <source>Show the lab &amp;list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="111"/>
        <source>&amp;Larger text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="115"/>
        <source>&amp;Smaller text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="118"/>
        <source>&amp;Normal text size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="122"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="123"/>
        <source>&amp;About GPU Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="203"/>
        <source>⚠ %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="267"/>
        <source>not loaded (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="269"/>
        <source>About GPU Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="270"/>
        <source>&lt;h2&gt;GPU Lab %1&lt;/h2&gt;&lt;p&gt;Why deep-learning training runs on GPUs — measured on this machine where the hardware is there, simulated and labelled where it is not.&lt;/p&gt;&lt;p&gt;Qt %2 · oneDNN %3 · spdlog %4.%5.%6 · CUDA runtime: %7&lt;/p&gt;&lt;p&gt;Log file: %8&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::core::throughput::SweepRunner</name>
    <message>
        <location filename="../core/throughput/sweeprunner.cpp" line="21"/>
        <source>no compute engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeprunner.cpp" line="23"/>
        <source>a sweep is already running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeprunner.cpp" line="25"/>
        <source>nothing to measure: choose at least one size and one backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeprunner.cpp" line="125"/>
        <source>stopped: another measurement was started while the sweep ran</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::ChaptersPage</name>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="35"/>
        <source>Next chapter ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="72"/>
        <source>%1 ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="74"/>
        <source>Opens &quot;%1&quot;%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="76"/>
        <source> set to &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="77"/>
        <source>The lab &quot;%1&quot; is not part of this build.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::CostPanel</name>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="64"/>
        <location filename="../labs/cost/costratestab.cpp" line="171"/>
        <source>built-in example rates, written %1 — examples for teaching, not quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="72"/>
        <location filename="../labs/cost/costratestab.cpp" line="145"/>
        <source>your saved table (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="74"/>
        <source>Your saved table could not be read — %1. Using the built-in examples; the file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="84"/>
        <source>What will the sweep cost?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="88"/>
        <source>Sweep and spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="89"/>
        <source>Which route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="90"/>
        <source>Buy or rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="91"/>
        <source>Rates table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="101"/>
        <source>The sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="105"/>
        <source> h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="111"/>
        <source>spot (pre-emptible, about half price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="115"/>
        <source>no cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="117"/>
        <source>Set a spending cap before you start: the bars turn red above it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="118"/>
        <source>forget the instance afterwards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="120"/>
        <source> h idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="121"/>
        <source>An instance nobody stopped keeps billing, at the on-demand rate, until someone does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="123"/>
        <source>(no model chosen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="131"/>
        <source>inference (fp16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="132"/>
        <source>full training (Adam)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="133"/>
        <source>LoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="134"/>
        <source>QLoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="136"/>
        <source>Card class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="137"/>
        <source>Hours per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="138"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="140"/>
        <source>Spending cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="142"/>
        <source>Model to hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="143"/>
        <source>Used for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="145"/>
        <source>Spot done properly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="147"/>
        <source> per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="150"/>
        <location filename="../labs/cost/costpanel.cpp" line="153"/>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="151"/>
        <source>no checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="154"/>
        <source>Pre-emptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="155"/>
        <source>Checkpoint every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="156"/>
        <source>Restart costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="175"/>
        <source>The same sweep on every card class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="182"/>
        <source>Expected cost of the sweep against the pre-emption rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="205"/>
        <source>How often do you train?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="234"/>
        <source>Owning a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="238"/>
        <source> W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="239"/>
        <source> $/kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="240"/>
        <source> h/month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="242"/>
        <source>Card price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="243"/>
        <source>Power draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="244"/>
        <source>Electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="245"/>
        <source>Your usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="246"/>
        <source>Instead of renting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="301"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2/h × %3 h × %4 runs = &lt;b&gt;%5&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="307"/>
        <source>&lt;br&gt;+ expected work redone and restarts after pre-emptions (see “Spot done properly”) = &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="311"/>
        <source>&lt;br&gt;+ forgotten instance: %1 h × %2/h at the spot rate = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="312"/>
        <source>&lt;br&gt;+ forgotten instance: %1 h × %2/h on demand = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="315"/>
        <source>&lt;br&gt;Total, expected with pre-emptions: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="316"/>
        <source>&lt;br&gt;Total &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="318"/>
        <source> — &lt;span style=&apos;color:#c62828&apos;&gt;&lt;b&gt;over your %1 cap&lt;/b&gt;&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="319"/>
        <source>&lt;br&gt;&lt;small&gt;%1&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="327"/>
        <source>%1 cannot hold %2 for %3: it needs %4 GB, the card has %5 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="332"/>
        <source>Every class can hold %1 for %2 (VRAM planner, headroom included).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="348"/>
        <source>On spot with %1 pre-emptions per hour, %2, the expected time and cost of a %3 h run are too large to compute: almost every stretch of work is cut short before it is saved. Checkpoint more often or shorten the runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="352"/>
        <location filename="../labs/cost/costpanel.cpp" line="361"/>
        <source>checkpointing every %1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="353"/>
        <location filename="../labs/cost/costpanel.cpp" line="362"/>
        <source>&lt;b&gt;without checkpoints&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="357"/>
        <source>On spot with %1 pre-emptions per hour, %2: a run takes &lt;b&gt;%3 h&lt;/b&gt; on average (%4 h of work redone or restarting, %5 pre-emptions). Expected &lt;b&gt;%6&lt;/b&gt; for the sweep&apos;s runs, against &lt;b&gt;%7&lt;/b&gt; on demand. %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="368"/>
        <source>Spot stops paying off above &lt;b&gt;%1&lt;/b&gt; pre-emptions per hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="369"/>
        <source>Spot pays off at any rate here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="380"/>
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Cost:&lt;/b&gt; %2&lt;/p&gt;&lt;p&gt;&lt;b&gt;Set-up:&lt;/b&gt; %3&lt;/p&gt;&lt;p&gt;&lt;b&gt;Best for:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch out:&lt;/b&gt; %5&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="392"/>
        <source>You train &lt;b&gt;%1&lt;/b&gt; → &lt;b&gt;%2&lt;/b&gt;. Daily work pays for its own card; now-and-then experiments fit a free notebook; a serious project rents what it needs, with a cap set first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="403"/>
        <source>Renting %1 at %2/h costs no more than the power your own card would draw (%3/h): buying never pays off at these prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="406"/>
        <source>Your card&apos;s power costs &lt;b&gt;%1/h&lt;/b&gt;; renting %2 costs &lt;b&gt;%3/h&lt;/b&gt;.&lt;br&gt;The card pays for itself after &lt;b&gt;%4 hours&lt;/b&gt; of use — &lt;b&gt;%5 months&lt;/b&gt; at %6 h a month.&lt;br&gt;&lt;small&gt;Not counted: resale value, the rest of the computer, your time setting it up.&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="415"/>
        <source>&lt;b&gt;In use:&lt;/b&gt; %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="419"/>
        <source>&lt;br&gt;&lt;span style=&apos;color:#7a4a00&apos;&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="432"/>
        <source>Arithmetic on %1 — no measurement involved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="31"/>
        <source>id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="31"/>
        <source>class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="31"/>
        <source>VRAM (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="31"/>
        <source>on demand ($/h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="31"/>
        <source>spot ($/h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="35"/>
        <source>Add a class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="36"/>
        <source>Remove the selected class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="37"/>
        <source>Save as my table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="39"/>
        <source>Load a table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="40"/>
        <source>Reset to the built-in examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="50"/>
        <source>New class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="63"/>
        <source>Load a rates table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="63"/>
        <source>Rates (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="119"/>
        <source>Row %1: VRAM and both rates must be numbers — the edit is not applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="126"/>
        <source>%1 — the edit is not applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="131"/>
        <source>your edited table (not saved yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="141"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="146"/>
        <source>Saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="156"/>
        <source>Not loaded — %1. The table in use is unchanged and the file was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="161"/>
        <source>loaded from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="162"/>
        <source>Loaded %1 classes from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="172"/>
        <source>Back to the built-in examples (your saved file, if any, is unchanged until you save).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::DeviceReportPanel</name>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="44"/>
        <source>Verify your GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="46"/>
        <source>Probe again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="47"/>
        <source>Ask the driver and the CPU again (free memory changes while you work).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="49"/>
        <source>Quick check (%1×%1 matmul)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="51"/>
        <source>One real, verified fp32 matmul on the CPU, then on the GPU — or on the labelled simulation when there is no usable GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="74"/>
        <source>CPU — what lscpu and oneDNN report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="76"/>
        <source>NVIDIA GPU — what nvidia-smi and torch.cuda report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="81"/>
        <source>Triage: the checks, in the order to make them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="86"/>
        <source>Each check needs the one above it. The toolkit (nvcc, libcudart, libcublas) is only half of the story: the CUDA runtime talks to the GPU through the driver&apos;s libcuda.so.1, and the driver must support at least the CUDA version the program was built with. nvidia-smi ships with the driver, so when it is missing the first command of the lesson already fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="98"/>
        <source>Quick check (measured where the hardware is there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="100"/>
        <source>Not run yet. Each side: 1 warm-up, 3 timed runs, 64 entries verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="103"/>
        <source>side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="103"/>
        <source>median time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="103"/>
        <source>rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="103"/>
        <source>of peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="103"/>
        <source>result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="111"/>
        <source>How to read it: the rate is 2n³ floating-point operations divided by the median time. &quot;Of peak&quot; compares it with this CPU&apos;s measured FMA limit (or the GPU&apos;s limit from its properties). A result is only trusted after sampled entries were recomputed in double precision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="137"/>
        <source>Stopped: another lab started a measurement. Run the quick check again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="170"/>
        <source>CUDA is usable: %1, %2 of memory. GPU figures in the labs are measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="176"/>
        <source>No usable GPU: %1. GPU figures in the labs are simulated, and say so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="178"/>
        <source>&lt;b&gt;Fix:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="181"/>
        <source>&lt;br&gt;&lt;b&gt;The CUDA runtime itself says:&lt;/b&gt; &lt;code&gt;%1&lt;/code&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="183"/>
        <source>&lt;br&gt;The runtime calls a missing driver &quot;insufficient&quot; too; GPU Lab looked for the driver library itself, and it is not there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="190"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="191"/>
        <source>Cores (threads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="192"/>
        <source>Widest SIMD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="193"/>
        <source>Measured fp32 peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="194"/>
        <source>%1 — %2 on every core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="195"/>
        <source>oneDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="195"/>
        <source>%1, kernels for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="196"/>
        <source>RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="196"/>
        <source>%1 total, %2 available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="202"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="203"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="203"/>
        <source>%1 total, %2 free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="206"/>
        <source>torch would print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="207"/>
        <source>total_memory / 1e9 = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="208"/>
        <source>Compute capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="211"/>
        <source>SMs × fp32 lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="212"/>
        <source>%1 × %2 at %3 MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="214"/>
        <source>fp32 peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="215"/>
        <source>%1 (from the device&apos;s properties)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="217"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="217"/>
        <source>not usable — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="218"/>
        <source>nvidia-smi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="219"/>
        <source>the driver is there; see the triage for what failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="220"/>
        <source>not installed — it ships with the driver (&quot;nvidia-smi: command not found&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="222"/>
        <source>torch.cuda.is_available()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="224"/>
        <location filename="../labs/device/devicereportpanel.cpp" line="284"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="225"/>
        <source>Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="226"/>
        <source>Driver supports CUDA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="227"/>
        <source>CUDA runtime (this build)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="228"/>
        <source>cuBLAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="264"/>
        <source>Running on the CPU…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="271"/>
        <source>%1 — n = %2, run %3 of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="281"/>
        <source>GPU (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="281"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="281"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="295"/>
        <source>Simulating the GPU…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="295"/>
        <source>Running on the GPU…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="299"/>
        <source>Done. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="300"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::DispatchPanel</name>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="50"/>
        <source>Same script, four machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="51"/>
        <source>Scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="59"/>
        <source>PyTorch on the laptop and this machine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="63"/>
        <source>CUDA wheel (pip&apos;s default on Linux)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="64"/>
        <source>CPU-only wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="65"/>
        <source>A CUDA wheel on a machine without a driver answers differently from a CPU-only wheel: torch.version.cuda is a version string, and device calls report the missing driver instead of &quot;not compiled with CUDA&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="74"/>
        <source>Outputs and errors are what recent PyTorch 2.x prints. The wording of messages shifts between versions; the exception type and the meaning do not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="84"/>
        <source>Some scenario files could not be used:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="98"/>
        <source>◀◀ Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="98"/>
        <source>First line (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="99"/>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="99"/>
        <source>Previous line (Left or Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="100"/>
        <source>Step ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="100"/>
        <source>Run the next line (Right, Down or Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="101"/>
        <source>End ▶▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="101"/>
        <source>Last line (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="160"/>
        <source>This machine column from the real probe: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="283"/>
        <source>line %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="289"/>
        <source>Step with the arrow keys, Space, Home and End. Each column shows what that machine has printed so far.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::ExercisesPage</name>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="43"/>
        <source>On this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="61"/>
        <source>Show the worked answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="63"/>
        <source>Try it yourself first — the answer stays open once shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="92"/>
        <source>Try first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="103"/>
        <source>Run it here: n = %1, CPU then GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="104"/>
        <source>%1 warm-up and %2 timed runs on each side, through the same engine as the labs; without a usable GPU its side is the labelled teaching model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="109"/>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="109"/>
        <source>Not run yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="110"/>
        <source>No compute engine in this window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="113"/>
        <source>Fill in this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="114"/>
        <source>Reads the GPU&apos;s total memory from the driver, or this machine&apos;s RAM without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="149"/>
        <source>Running on the CPU…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="161"/>
        <source>Simulating the GPU…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="161"/>
        <source>Running on the GPU…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="176"/>
        <source>Interrupted: another lab started a measurement. Run it again when it is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="184"/>
        <source>No ratio: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="187"/>
        <source>Done — read the ratio below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="188"/>
        <source>GPU (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="188"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="189"/>
        <source>&lt;p&gt;&lt;b&gt;CPU:&lt;/b&gt; %1 median — %2&lt;br&gt;&lt;b&gt;%3:&lt;/b&gt; %4 median — %5&lt;/p&gt;&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Speedup: %6×&lt;/b&gt; (CPU time ÷ GPU time at n = %7)&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="196"/>
        <source>&lt;p&gt;The GPU figure is simulated — the lesson&apos;s teaching model, not a card — so this ratio compares your CPU with that model.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="202"/>
        <source>Exercise 1: CPU %1 · GPU %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="212"/>
        <source>Capacity: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="214"/>
        <source>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;6&apos; border=&apos;1&apos;&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th&gt;serve (÷ 2)&lt;/th&gt;&lt;th&gt;train with SGD (÷ 6)&lt;/th&gt;&lt;th&gt;train with Adam (÷ 14)&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;all %1&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;less %5 headroom = %6&lt;/td&gt;&lt;td&gt;&lt;b&gt;%7&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;b&gt;%8&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;b&gt;%9&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="224"/>
        <source>&lt;p&gt;Without a usable GPU this is the memory the CPU trains in; the operating system and your other programs share it, so the real headroom is larger.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::FlashcardView</name>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="48"/>
        <source>Space or click: back to the term · ← → other cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="49"/>
        <source>Space or click: what it means · ← → other cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::FlashcardsPage</name>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="91"/>
        <source>‹ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="92"/>
        <source>Flip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="94"/>
        <source>Next ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="95"/>
        <source>Shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="97"/>
        <source>In order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="188"/>
        <source>No cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="197"/>
        <source>Card %1 of %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="200"/>
        <source>meaning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="200"/>
        <source>term</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::HelpOverlay</name>
    <message>
        <location filename="../labs/throughput/helpoverlay.cpp" line="69"/>
        <source>Press any key or click to close.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::LearnPanel</name>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="40"/>
        <source>Learn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="41"/>
        <source>The lesson in six short chapters, each beside the lab it explains; then check yourself with the quiz, the flashcards and three exercises.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="49"/>
        <source>Part of the lesson could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="62"/>
        <source>&amp;Chapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="63"/>
        <source>&amp;Quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="64"/>
        <source>&amp;Flashcards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="65"/>
        <source>&amp;Exercises</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::LessonBenchmarkView</name>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="31"/>
        <source>Run the benchmark (%1×%1 fp32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="33"/>
        <source>The lesson&apos;s benchmark: one %1×%1 fp32 matmul on the CPU, then on the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="38"/>
        <source>As the lesson runs it: build both operands, one warm-up multiply (not timed), then %1 timed multiplies with a barrier before and after each; the median counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="77"/>
        <source>Running on the CPU… (a few seconds per multiply on a small machine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="86"/>
        <source>%1 — %2, run %3 of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="87"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="87"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="99"/>
        <source>No GPU: asking the teaching model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="100"/>
        <source>Running on the GPU…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="111"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="111"/>
        <source>Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="123"/>
        <source>Stopped: another measurement was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="129"/>
        <source>CPU: —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="129"/>
        <source>CPU: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="130"/>
        <source>GPU: —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="130"/>
        <source>GPU: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="135"/>
        <source>Speedup %1× — simulated: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="136"/>
        <source>Speedup %1× (measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="139"/>
        <source>Speedup: — (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="142"/>
        <source>Speedup: —</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::QuizBox</name>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="16"/>
        <source>Predict, then reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="20"/>
        <source>Predict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="24"/>
        <source>Hide each line&apos;s output on the chosen machine until you have guessed it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="32"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="42"/>
        <source>Reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="59"/>
        <location filename="../labs/dispatch/quizbox.cpp" line="82"/>
        <source>Press Predict, then step: you guess before you see.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="86"/>
        <source>Line %1: every machine prints the same here — nothing to guess.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="90"/>
        <source>Line %1 on this machine is already scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="94"/>
        <source>What does line %1 print on the %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="122"/>
        <source>✔ Right: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="126"/>
        <source>✘ Not quite: it is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="129"/>
        <source>Already scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="136"/>
        <source>Score: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::QuizPage</name>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="88"/>
        <location filename="../labs/learn/quizpage.cpp" line="117"/>
        <source>Next question ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="90"/>
        <source>Reset the quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="92"/>
        <source>Forget every answer and start again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="136"/>
        <source>End of the quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="139"/>
        <source>%1 of %2 right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="143"/>
        <source>Every question answered. Reset to try again, or go through them once more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="145"/>
        <source>One question is still open: pick it in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="147"/>
        <source>%1 questions are still open: pick them in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="151"/>
        <source>Back to question 1 ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="189"/>
        <source>%1  Question %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="205"/>
        <source>Question %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="222"/>
        <source>Pick an answer (click, or press 1–4). The explanation comes after.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="228"/>
        <source>Right: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="229"/>
        <source>Not quite — you chose %1, the answer is %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::RaceView</name>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="60"/>
        <source>Step ▸|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="62"/>
        <source>Advance the race by a quarter of a second on screen (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="63"/>
        <source>Restart |◂</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="64"/>
        <source>Back to the start line, settings kept (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="65"/>
        <source>Reset all ↺</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="66"/>
        <source>Default settings and back to the start (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="67"/>
        <source>Keys ?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="68"/>
        <source>Show the keyboard shortcuts (H or F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="80"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="84"/>
        <source>Matrix size n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="88"/>
        <source>CPU cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="92"/>
        <source>CPU clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="95"/>
        <source>GPU lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="99"/>
        <source>GPU clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="102"/>
        <source>GPU per-call overhead (launch, copies, framework)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="106"/>
        <source>The lesson&apos;s 5 ms is a stand-in for everything one GPU call costs before its arithmetic: kernel launch, host-to-device copy, framework and first-use overhead. A bare kernel launch alone takes a few microseconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="117"/>
        <source>Readouts (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="130"/>
        <source>Teaching model: every output entry is its own dot product (2n FLOPs) done by one core or lane at one multiply-add (2 FLOPs) per cycle; real CPU cores do 8–32 per cycle with SIMD, so real gaps are smaller.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="140"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="141"/>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="141"/>
        <source>play / pause the race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="142"/>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="142"/>
        <source>one step (paused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="143"/>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="143"/>
        <source>restart: back to the start line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="144"/>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="144"/>
        <source>reset all settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="145"/>
        <source>H or F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="145"/>
        <source>show or hide this help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="146"/>
        <source>Tab, arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="146"/>
        <source>move between sliders and nudge them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="316"/>
        <source>Pause ❚❚</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="316"/>
        <source>Play ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="317"/>
        <source>Play or pause the race (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="319"/>
        <source>&lt;b&gt;Work:&lt;/b&gt; 2n³ = %1 FLOPs in %2 independent dot products</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="321"/>
        <source>&lt;b style=&apos;color:#1565c0&apos;&gt;CPU&lt;/b&gt; %1 → &lt;b&gt;%2&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="324"/>
        <source>&lt;b style=&apos;color:#2e7d32&apos;&gt;GPU&lt;/b&gt; %1 → %2 per-call overhead + %3 compute = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="328"/>
        <source>&lt;br&gt;only %1 of %2 lanes have an entry to compute; the rest sit idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="332"/>
        <source>&lt;b&gt;Width:&lt;/b&gt; %1 vs %2 lane-cycles/s — the GPU is %3× wider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="337"/>
        <source>&lt;b&gt;GPU %1× faster&lt;/b&gt; at n = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="339"/>
        <source>&lt;b&gt;CPU %1× faster&lt;/b&gt; at n = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="342"/>
        <source>&lt;b&gt;Crossover:&lt;/b&gt; none — these lanes add up to less than the CPU, so the GPU never catches up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="345"/>
        <source>&lt;b&gt;Crossover:&lt;/b&gt; n ≈ %1, below the smallest size: the GPU wins everywhere here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="348"/>
        <source>&lt;b&gt;Crossover:&lt;/b&gt; the GPU wins above n ≈ %1 (the per-call overhead hides the width below it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::RaceWidget</name>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="25"/>
        <source>Race between CPU cores and GPU lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="55"/>
        <source>CPU: %1 cores × %2 GHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="56"/>
        <source>GPU: %1 lanes × %2 GHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="108"/>
        <source>overhead… %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="119"/>
        <source>finished first: %1 (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="120"/>
        <source>finished: %1 (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="122"/>
        <source>%1 % of %2 dot products — %3 of %4 (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::SweepChart</name>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="77"/>
        <source>Time per matmul (median)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="77"/>
        <source>Rate: GFLOP/s (from the median)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="97"/>
        <source>result verified ✔</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="103"/>
        <source>WRONG result ✘</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="114"/>
        <source>%1 (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="138"/>
        <source>%1: fastest–slowest repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="147"/>
        <source>peak of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="159"/>
        <source> — run a sweep to fill it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="164"/>
        <source>race model: CPU (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="165"/>
        <source>race model: GPU (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="205"/>
        <source>crossover n ≈ %1 (measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="213"/>
        <source>result verified ✔ (none yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="218"/>
        <source>matrix size n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="223"/>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="223"/>
        <source>GFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::SweepView</name>
    <message>
        <location filename="../core/backendregistry.cpp" line="112"/>
        <source>verified ✔</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="115"/>
        <source>WRONG ✘</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="119"/>
        <source>simulated — not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="39"/>
        <source>Sizes n:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="42"/>
        <source>Matrix sizes to measure, separated by commas or spaces (1 … %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="56"/>
        <source>oneDNN on all cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="57"/>
        <source>naive loop, 1 thread (n ≤ %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="58"/>
        <source>cuBLAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="59"/>
        <source>naive CUDA kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="67"/>
        <source>Not available: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="71"/>
        <source>overlay the race model (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="78"/>
        <source>Run the sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="80"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="86"/>
        <source>not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="89"/>
        <source>Each size: 1 warm-up, %1 timed runs, 64 entries checked in double precision. Runs on a worker thread: the race stays live meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="118"/>
        <source>backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="118"/>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="118"/>
        <source>median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="118"/>
        <source>fastest – slowest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="118"/>
        <source>rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="118"/>
        <source>of peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="118"/>
        <source>result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="125"/>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="126"/>
        <source>Export chart PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="192"/>
        <source>Not started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="197"/>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="200"/>
        <source>starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="211"/>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="217"/>
        <source>n = %1 (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="218"/>
        <source>%1: %2, run %3 of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="230"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="234"/>
        <source>cancelled — %1 points kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="236"/>
        <source>done — %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="238"/>
        <source>Finished. Hover the charts&apos; legend to tell the series apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="273"/>
        <source>the race model, with the race tab&apos;s sliders, says n ≈ %1 (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="274"/>
        <source>the race model&apos;s GPU never wins with the race tab&apos;s sliders (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="277"/>
        <source>Measured crossover: cuBLAS overtakes oneDNN at n ≈ %1 (between %2 and %3); %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="284"/>
        <source>Measured: the GPU was faster at every size, so the crossover is below the smallest one; %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="289"/>
        <source>Measured: the CPU was faster at every size; try larger sizes. %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="294"/>
        <source>Measured crossover: needs the same sizes on oneDNN and cuBLAS; %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="295"/>
        <source>Measured crossover: no GPU series, because there is no usable GPU here — %1. Meanwhile %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="312"/>
        <source>%1 (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="315"/>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="317"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="343"/>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="349"/>
        <source>Export the sweep as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="350"/>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="354"/>
        <location filename="../labs/throughput/sweepview.cpp" line="364"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="359"/>
        <source>Export the charts as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="360"/>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TerminalView</name>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="108"/>
        <source>?  predict first, then reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="134"/>
        <source>&lt;i&gt;Hidden until you reveal your prediction.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="139"/>
        <source>&lt;b style=&quot;color:#c62828&quot;&gt;Error.&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Fix:&lt;/b&gt; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="142"/>
        <source>&lt;b style=&quot;color:#7a4a00&quot;&gt;Not predicted.&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="144"/>
        <source>&lt;b&gt;Why:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::ThroughputPanel</name>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="28"/>
        <source>Throughput race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="41"/>
        <source>The lesson&apos;s benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="45"/>
        <source>How much work is a network? (dense layers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="51"/>
        <source>Race (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="52"/>
        <source>Measured sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="53"/>
        <source>Lesson benchmark and work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="58"/>
        <source>The race is a teaching model (simulated); the sweep and the benchmark are measured on this CPU and GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="60"/>
        <source>The race is a teaching model (simulated). No usable GPU — %1. The sweep measures the CPU; GPU figures are simulated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="98"/>
        <source>measured: %1, sweep at n = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="104"/>
        <source>measured: %1, n = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="109"/>
        <source>this CPU&apos;s measured FMA peak, an upper bound — run the benchmark for a matmul rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="114"/>
        <source>peak from the device&apos;s properties — run the benchmark to measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="117"/>
        <source>simulated — %1 (the lesson&apos;s teaching rate)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TimelineView</name>
    <message>
        <location filename="../labs/timing/timelineview.cpp" line="62"/>
        <source>Host and device timeline of one timed matmul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timelineview.cpp" line="87"/>
        <location filename="../labs/timing/timelineview.cpp" line="102"/>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TimingChart</name>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="37"/>
        <source>Every reading of the last run (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="41"/>
        <source>repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="44"/>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="51"/>
        <source>CPU queue, no wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="52"/>
        <source>CPU queue, waited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="53"/>
        <source>CUDA, no sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="54"/>
        <source>CUDA, synchronised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="55"/>
        <source>CUDA, events</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TimingPanel</name>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="77"/>
        <source>Timing pitfall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="78"/>
        <source>Why does deleting synchronize() make the GPU look a thousand times faster?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="98"/>
        <source>implied GPU speedup over the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="132"/>
        <source>No compute engine: measurement is unavailable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="140"/>
        <source>The teaching model (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="158"/>
        <source>Matrix size &amp;n (work = 2n³)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="160"/>
        <source>&amp;CPU rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="162"/>
        <source>&amp;GPU rate (effective)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="164"/>
        <source>Per-call &amp;overhead (launch, copies, framework)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="165"/>
        <source>The lesson&apos;s 5 ms stands in for every fixed cost of one call; a bare kernel launch takes a few microseconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="168"/>
        <location filename="../labs/timing/timingpanel.cpp" line="319"/>
        <source>&amp;Barrier: synchronize() before the timer stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="171"/>
        <source>Also synchronize() before it &amp;starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="173"/>
        <source>Earlier queued work finishes first. Before the timer starts, the GPU may still be running work queued earlier: the randn that made A and B, the warm-up multiply. A plain .to(&quot;cuda&quot;) from ordinary host memory is not among it; it returns only once its copy is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="178"/>
        <source>Time the first, c&amp;old call (no warm-up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="180"/>
        <source>Use device &amp;events instead of the host clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="184"/>
        <source>Reset the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="187"/>
        <source>Rule: warm up, synchronize, then measure. Be suspicious of three- or four-digit speedups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="236"/>
        <source>Measured on this machine: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="245"/>
        <source>n = </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="250"/>
        <source> repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="251"/>
        <location filename="../labs/timing/timingpanel.cpp" line="363"/>
        <source>&amp;Run it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="253"/>
        <source>Submits a real oneDNN matmul to a worker-thread queue, times it without and with waiting, and does the same with cuBLAS on a CUDA stream when a GPU is usable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="260"/>
        <source>Not run yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="303"/>
        <source>the teaching model, not your %1; press Run it to measure the real thing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="304"/>
        <source>the teaching model, because %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="316"/>
        <source>the events read (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="317"/>
        <source>the stopwatch reads (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="318"/>
        <source>&amp;Barrier: synchronize() before reading the events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="321"/>
        <source>RuntimeError</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="323"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="332"/>
        <source>Simulated — %1. CPU %2 s, GPU kernel %3, per-call overhead %4; honest speedup %5, the missing barrier claims %6 (an illusion of %7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="342"/>
        <source>GPU stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="357"/>
        <source>Running: n = %1, %2 repeats…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="363"/>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="371"/>
        <source>Running: %1 (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="380"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="380"/>
        <source>The measurement failed without a result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="385"/>
        <source>Cancelled: the readings so far are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="386"/>
        <source>Done: %1 repeats of each reading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="398"/>
        <source>Another lab started a measurement; this one was dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="404"/>
        <source>Simulated — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="405"/>
        <source>Measured on %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="407"/>
        <source> and on %1 (CUDA stream)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="408"/>
        <source>; the timeline above is simulated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::VramChart</name>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="87"/>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="87"/>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="99"/>
        <source>Lesson (in use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="99"/>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="99"/>
        <source>Mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="99"/>
        <source>Mixed (in use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="122"/>
        <source>memory per GPU, %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::VramControls</name>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="80"/>
        <source>Custom (typed count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="83"/>
        <source>Published models with their real layer count, hidden size and heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="84"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="90"/>
        <source>Parameters on a log scale, 10M … 400B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="94"/>
        <source>Type a count such as 7B, 124M or 1.5B and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="98"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="107"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="109"/>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="111"/>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="114"/>
        <source>Which bookkeeping the fits table and the verdict use; the chart shows both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="115"/>
        <source>Bookkeeping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="119"/>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="122"/>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="125"/>
        <source>Sequence (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="127"/>
        <source>Micro-batches summed before each optimizer step: a large-batch gradient with small-batch activations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="129"/>
        <source>Accumulation steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="130"/>
        <source>Gradient checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="133"/>
        <source>Autocast to bf16 (fp32 weights stay fp32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="135"/>
        <source>torch.autocast runs eligible ops in bf16: 16-bit activations, while weights, gradients and optimizer state stay fp32. It changes full training of fp32 weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="144"/>
        <source>Sharding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="146"/>
        <source>LoRA rank r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="148"/>
        <source>Steps whose loss tensor is still referenced (losses.append(loss) instead of loss.item()): each keeps a whole graph alive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="150"/>
        <source>Kept loss tensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="155"/>
        <location filename="../labs/vram/vramcontrols.cpp" line="161"/>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="157"/>
        <source>Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="163"/>
        <source>Custom card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="168"/>
        <source>GB (10⁹ bytes, as total_memory / 1e9 prints)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="169"/>
        <source>GiB (2³⁰ bytes, what a card&apos;s &quot;24 GB&quot; means)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="171"/>
        <source>Show sizes in</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::VramPanel</name>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="92"/>
        <source>VRAM planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="94"/>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="96"/>
        <source>Back to the lesson&apos;s example: 7B, fp16, full training with Adam.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="126"/>
        <source>Does it fit?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="128"/>
        <source>With the bookkeeping in use, headroom included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="129"/>
        <location filename="../labs/vram/vrampanel.cpp" line="138"/>
        <source>card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="129"/>
        <source>verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="135"/>
        <source>per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="135"/>
        <source>lesson 2+4+8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="135"/>
        <source>mixed ≈16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="137"/>
        <source>Two bookkeepings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="138"/>
        <source>infer 2 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="138"/>
        <source>SGD 6 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="138"/>
        <source>Adam 14 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="138"/>
        <source>this plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="140"/>
        <source>Billions of parameters: card ÷ bytes per parameter, no headroom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="141"/>
        <source>Capacity table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="149"/>
        <source>Out of memory? Try these in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="151"/>
        <source>Each button applies its fix to the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="188"/>
        <source>this GPU&apos;s line is measured by the driver: %1, %2 total, %3 free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="190"/>
        <source>no usable GPU: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="191"/>
        <source>Simulated — the planner is arithmetic (bytes per parameter), nothing is allocated; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="205"/>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="205"/>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="228"/>
        <source>Applied: %1 — %2 → %3 (%4%5). %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="251"/>
        <source>per GPU: %1 planned + %2 headroom, %3 bookkeeping. %4 parameters, %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="254"/>
        <source>%1 &lt;b&gt;None of the five cards holds it.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="255"/>
        <source>%1 &lt;b&gt;Smallest card that holds it: %2.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="261"/>
        <source>&lt;b&gt;Activations:&lt;/b&gt; %1 KV cache: 2 · %2 layers · %3 KV heads · %4 head dim · %5 tokens · batch %6 · bytes = %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="271"/>
        <source>&lt;b&gt;Activations in use:&lt;/b&gt; %1 Lesson estimate %2; architecture estimate %3 (%4 layers, h = %5, %6 heads, s = %7, b = %8%9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="279"/>
        <source>, shape guessed from the count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="293"/>
        <source>Doubling the batch adds %1 (%2 %): model states do not grow with the batch, only activations do. Effective batch now %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="303"/>
        <source>This machine: %1 — %2 total, %3 free, measured by the driver just now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="305"/>
        <source>This machine: no usable GPU (%1), so it has no line in the chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="318"/>
        <source>fits, %1 spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="319"/>
        <source>does not fit, %1 short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="332"/>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="343"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="345"/>
        <source>&quot;this plan&quot; divides by %1 B/param, the model states of the current plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="357"/>
        <source>%1. %2: %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="362"/>
        <source>%1. %2 (n/a)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpulab::labs::WorkCalculatorView</name>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="30"/>
        <source>Your own layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="33"/>
        <source>Layer widths from input to output, e.g. 784, 256, 10 (3*224*224 works too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="37"/>
        <source>Example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="38"/>
        <source>Layer sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="39"/>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="48"/>
        <source>Each layer multiplies a batch × n_in block of activations by an n_in × n_out weight matrix: batch · n_in · n_out multiply-adds. Backward needs about twice that again (gradients for the inputs and for the weights), so a training step ≈ 3 forward passes. A multiply-add is 2 FLOPs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="97"/>
        <source>&lt;span style=&apos;color:#b71c1c&apos;&gt;%1&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="101"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="104"/>
        <source>&lt;b&gt;Forward pass:&lt;/b&gt; %1 multiply-adds (%2)&lt;br&gt;&lt;b&gt;Training step (≈3×):&lt;/b&gt; %3 multiply-adds (%4)&lt;br&gt;&lt;br&gt;&lt;b&gt;CPU&lt;/b&gt; at %5 — %6: forward %7, training step %8&lt;br&gt;&lt;b&gt;GPU&lt;/b&gt; at %9 — %10: forward %11, training step %12</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
