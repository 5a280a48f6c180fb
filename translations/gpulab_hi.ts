<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN">
<context>
    <name>Accessibility</name>
    <message>
        <location filename="../labs/accessibility.cpp" line="158"/>
        <source>Series</source>
        <translation>डेटा श्रृंखला</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/accessibility.cpp" line="176"/>
        <source>%n more points</source>
        <translation>
            <numerusform>%n और बिंदु</numerusform>
            <numerusform>%n और बिंदु</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../labs/accessibility.cpp" line="192"/>
        <source>No points.</source>
        <translation>कोई बिंदु नहीं।</translation>
    </message>
    <message>
        <location filename="../labs/accessibility.cpp" line="198"/>
        <source>%1 against %2. </source>
        <translation>%2 के सापेक्ष %1। </translation>
    </message>
</context>
<context>
    <name>BackendLabel</name>
    <message>
        <location filename="../core/backendregistry.cpp" line="128"/>
        <source>Simulated — %1</source>
        <translation>सिम्युलेटेड — %1</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="129"/>
        <source>Measured on %1</source>
        <translation>%1 पर मापा गया</translation>
    </message>
</context>
<context>
    <name>BackendRegistry</name>
    <message>
        <location filename="../core/backendregistry.cpp" line="42"/>
        <source>CUDA is not usable here: %1</source>
        <translation>CUDA यहाँ उपयोग योग्य नहीं है: %1</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="48"/>
        <source>CUDA backend failed to start: %1</source>
        <translation>CUDA बैकएंड शुरू नहीं हो सका: %1</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="58"/>
        <source>requested (a real GPU is present: %1)</source>
        <translation>अनुरोध किया गया (एक असली GPU मौजूद है: %1)</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="62"/>
        <source>unknown backend &quot;%1&quot; (known: %2)</source>
        <translation>अज्ञात बैकएंड &quot;%1&quot; (ज्ञात: %2)</translation>
    </message>
</context>
<context>
    <name>Benchmark</name>
    <message>
        <location filename="../core/benchmark.cpp" line="51"/>
        <source>no matrix size given</source>
        <translation>कोई मैट्रिक्स आकार नहीं दिया गया</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="54"/>
        <source>matrix size must be at least 1 (got %1)</source>
        <translation>मैट्रिक्स आकार कम से कम 1 होना चाहिए (मिला: %1)</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="56"/>
        <source>matrix size %1 is too large (at most %2)</source>
        <translation>मैट्रिक्स आकार %1 बहुत बड़ा है (अधिकतम %2)</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="59"/>
        <source>repeats must be at least 1 (got %1)</source>
        <translation>दोहराव कम से कम 1 होने चाहिए (मिला: %1)</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="61"/>
        <source>%1 repeats is too many (at most %2)</source>
        <translation>%1 दोहराव बहुत अधिक हैं (अधिकतम %2)</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="63"/>
        <source>warm-up runs cannot be negative (got %1)</source>
        <translation>वार्म-अप रन ऋणात्मक नहीं हो सकते (मिला: %1)</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="65"/>
        <source>%1 warm-up runs is too many (at most %2)</source>
        <translation>%1 वार्म-अप रन बहुत अधिक हैं (अधिकतम %2)</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="100"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="128"/>
        <source>preparing</source>
        <translation>तैयारी</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="142"/>
        <source>could not allocate the operands for n = %1</source>
        <translation>n = %1 के लिए ऑपरेंड आवंटित नहीं किए जा सके</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="153"/>
        <location filename="../core/benchmark.cpp" line="185"/>
        <source>n = %1: %2</source>
        <translation>n = %1: %2</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="172"/>
        <source>warming up</source>
        <translation>वार्म-अप</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="172"/>
        <source>timing</source>
        <translation>समय माप</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="208"/>
        <source>verifying</source>
        <translation>सत्यापन</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="229"/>
        <source>the result could not be read back: %1</source>
        <translation>परिणाम वापस पढ़ा नहीं जा सका: %1</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="233"/>
        <source>not checked — simulated, no matrix was computed</source>
        <translation>जाँचा नहीं गया — सिम्युलेटेड, कोई मैट्रिक्स गणना नहीं हुई</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../core/board/board.cpp" line="282"/>
        <source>Machine</source>
        <translation>मशीन</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="283"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="284"/>
        <source>Cores</source>
        <translation>कोर</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="285"/>
        <source>fp32 peak (GFLOP/s)</source>
        <translation>fp32 शिखर (GFLOP/s)</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="286"/>
        <source>bf16 peak (GFLOP/s)</source>
        <translation>bf16 शिखर (GFLOP/s)</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="287"/>
        <source>Bandwidth (GB/s)</source>
        <translation>बैंडविड्थ (GB/s)</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="288"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="289"/>
        <source>Speedup at n = %1</source>
        <translation>n = %1 पर गति-वृद्धि</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="290"/>
        <source>Timing illusion (×)</source>
        <translation>समय-माप का भ्रम (×)</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="319"/>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="437"/>
        <source>Machines on the board: %1</source>
        <translation>बोर्ड पर मशीनें: %1</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="444"/>
        <source>%1: median %2, range %3 – %4 (machines with a figure: %5)</source>
        <translation>%1: median %2, दायरा %3 – %4 (आँकड़े वाली मशीनें: %5)</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="451"/>
        <source>Crossover: n = %1 to %2 (machines with a crossover: %3)</source>
        <translation>क्रॉसओवर: n = %1 से %2 (क्रॉसओवर वाली मशीनें: %3)</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="440"/>
        <source>%1: not measured on any machine</source>
        <translation>%1: किसी भी मशीन पर नहीं मापा गया</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="449"/>
        <source>Crossover: no machine measured both a CPU and a real GPU over several sizes</source>
        <translation>क्रॉसओवर: किसी मशीन ने कई आकारों पर CPU और असली GPU दोनों नहीं मापे</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="479"/>
        <source>There is no such file or folder.</source>
        <translation>ऐसी कोई फ़ाइल या फ़ोल्डर नहीं है।</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="502"/>
        <source>The folders hold more than %1 results files; only the first %1 were read.</source>
        <translation>फ़ोल्डरों में %1 से अधिक परिणाम फ़ाइलें हैं; केवल पहली %1 पढ़ी गईं।</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="517"/>
        <source>This is not a regular file.</source>
        <translation>यह एक सामान्य फ़ाइल नहीं है।</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="521"/>
        <source>The file is larger than 1 MiB, more than any results file.</source>
        <translation>फ़ाइल 1 MiB से बड़ी है, किसी भी परिणाम फ़ाइल से अधिक।</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="526"/>
        <source>The file cannot be read: %1</source>
        <translation>फ़ाइल पढ़ी नहीं जा सकती: %1</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli.cpp" line="44"/>
        <source>Log level on stderr: trace, debug, info, warn, error, off.</source>
        <translation>stderr पर लॉग स्तर: trace, debug, info, warn, error, off.</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="51"/>
        <source>%1 % of peak</source>
        <translation>शिखर क्षमता का %1 %</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="56"/>
        <source>(min %1, max %2)</source>
        <translation>(न्यूनतम %1, अधिकतम %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli.cpp" line="65"/>
        <source>%1 n×n matmul, %2 warm-up + %n timed runs per size, barrier on both sides of each run</source>
        <translation>
            <numerusform>%1 n×n matmul, हर आकार पर %2 वार्म-अप + %n मापा गया रन, हर रन के दोनों ओर बैरियर</numerusform>
            <numerusform>%1 n×n matmul, हर आकार पर %2 वार्म-अप + %n मापे गए रन, हर रन के दोनों ओर बैरियर</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="83"/>
        <source>n = %1   (2n³ = %2 FLOP, operands %3 each)</source>
        <translation>n = %1   (2n³ = %2 FLOP, हर ऑपरेंड %3)</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="70"/>
        <location filename="../app/cli.cpp" line="89"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="70"/>
        <location filename="../app/cli.cpp" line="89"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="72"/>
        <source>  %1 kernel: %2</source>
        <translation>  %1 kernel: %2</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="74"/>
        <source>  %1 note: %2</source>
        <translation>  %1 टिप्पणी: %2</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="76"/>
        <source>  %1 %2 peak: %3 (%4)</source>
        <translation>  %1 %2 शिखर: %3 (%4)</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="95"/>
        <source>       tolerance: %1</source>
        <translation>       सहनसीमा: %1</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="97"/>
        <source>       note: %1</source>
        <translation>       टिप्पणी: %1</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="103"/>
        <source>  speedup (CPU time ÷ GPU time): — %1</source>
        <translation>  स्पीडअप (CPU समय ÷ GPU समय): — %1</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="105"/>
        <source>  speedup (CPU time ÷ GPU time): %1× — simulated: %2</source>
        <translation>  स्पीडअप (CPU समय ÷ GPU समय): %1× — सिम्युलेटेड: %2</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="107"/>
        <source>  speedup (CPU time ÷ GPU time): %1×</source>
        <translation>  स्पीडअप (CPU समय ÷ GPU समय): %1×</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="111"/>
        <source>  without the barrier (--no-sync):</source>
        <translation>  बैरियर के बिना (--no-sync):</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="215"/>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>अनपेक्षित आर्गुमेंट &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="226"/>
        <location filename="../app/cli.cpp" line="264"/>
        <location filename="../app/clitorch.cpp" line="75"/>
        <source>Print one JSON object.</source>
        <translation>एक JSON ऑब्जेक्ट प्रिंट करें।</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="229"/>
        <source>What nvidia-smi and a PyTorch device report would say about this machine.</source>
        <translation>nvidia-smi और PyTorch की डिवाइस रिपोर्ट इस मशीन के बारे में क्या बताएँगी।</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="249"/>
        <source>Matrix size n, 1 to %1 (default 5000).</source>
        <translation>मैट्रिक्स आकार n, 1 से %1 (डिफ़ॉल्ट 5000)।</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="251"/>
        <source>Comma-separated sizes, e.g. 64,256,1024.</source>
        <translation>अल्पविराम से अलग किए गए आकार, जैसे 64,256,1024।</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="255"/>
        <source>Run one backend only: %1.</source>
        <translation>केवल एक बैकएंड चलाएँ: %1।</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="258"/>
        <source>Timed runs per size, 1 to %1 (default 5).</source>
        <translation>हर आकार पर मापे गए रन, 1 से %1 (डिफ़ॉल्ट 5)।</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="262"/>
        <source>Untimed warm-up runs per size, 0 to %1 (default 1).</source>
        <translation>हर आकार पर बिना मापे वार्म-अप रन, 0 से %1 (डिफ़ॉल्ट 1)।</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="267"/>
        <source>Also show the timing illusion: the matmul submitted to a CPU queue and timed without waiting (and, on a usable GPU, a cuBLAS launch timed without synchronising), next to the honest number.</source>
        <translation>समय-माप का भ्रम भी दिखाएँ: CPU कतार में भेजा गया matmul बिना प्रतीक्षा किए मापा गया (और उपयोग योग्य GPU पर, बिना सिंक्रोनाइज़ किए मापा गया cuBLAS लॉन्च), ईमानदार संख्या के साथ।</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="272"/>
        <source>Input format of the matmul: fp32 (default), tf32, bf16 or fp16; every one accumulates in fp32. The CPU runs fp32 and bf16; the GPU (or its labelled simulation) all four. With --roofline, a comma-separated list (default: every precision the backend runs).</source>
        <translation>matmul का इनपुट फ़ॉर्मैट: fp32 (डिफ़ॉल्ट), tf32, bf16 या fp16; सभी fp32 में एक्यूमुलेट करते हैं। CPU fp32 और bf16 चलाता है; GPU (या उसका चिह्नित सिमुलेशन) चारों। --roofline के साथ अल्पविराम से अलग की गई सूची (डिफ़ॉल्ट: हर वह प्रिसिज़न जो बैकएंड चलाता है)।</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="278"/>
        <source>Measure the device&apos;s memory bandwidth (a STREAM-style triad on the CPU) and print the roofline: the bandwidth slope, each precision&apos;s compute roof and ridge point, and every measured size placed on it. Runs one backend (--backend, default cpu).</source>
        <translation>डिवाइस की मेमोरी बैंडविड्थ मापें (CPU पर STREAM-शैली का triad) और Roofline प्रिंट करें: बैंडविड्थ की ढलान, हर प्रिसिज़न की compute-छत और रिज पॉइंट, और हर मापा गया आकार उस पर अंकित। एक बैकएंड पर चलता है (--backend, डिफ़ॉल्ट cpu)।</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="283"/>
        <source>Also write what was measured, with this machine&apos;s CPU and GPU, as a results file for the class board (no host name, user name or path goes in it).</source>
        <translation>जो मापा गया, इस मशीन के CPU और GPU के साथ, क्लास बोर्ड के लिए परिणाम फ़ाइल के रूप में भी लिखें (उसमें होस्ट नाम, उपयोगकर्ता नाम या पथ नहीं जाता)।</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="288"/>
        <source>With --save: a name for this machine on the class board, up to %1 characters.</source>
        <translation>--save के साथ: क्लास बोर्ड पर इस मशीन का नाम, अधिकतम %1 अक्षर।</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="436"/>
        <source>The lesson&apos;s benchmark: the same fp32 matmul on the CPU and on the GPU (or its labelled simulation), warmed up, synchronised, repeated and verified. With --no-sync it also measures what forgetting the barrier would have printed.</source>
        <translation>पाठ का बेंचमार्क: वही fp32 matmul CPU पर और GPU पर (या उसके चिह्नित सिमुलेशन पर), वार्म-अप, सिंक्रोनाइज़, दोहराया और सत्यापित। --no-sync के साथ यह यह भी मापता है कि बैरियर भूलने पर क्या प्रिंट होता।</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="442"/>
        <source>--nickname goes with --save</source>
        <translation>--nickname, --save के साथ ही चलता है</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="444"/>
        <source>--nickname: at most %1 characters</source>
        <translation>--nickname: अधिकतम %1 अक्षर</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="447"/>
        <source>--save: the folder of &quot;%1&quot; does not exist</source>
        <translation>--save: &quot;%1&quot; का फ़ोल्डर मौजूद नहीं है</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="307"/>
        <source>give either --size or --sizes, not both</source>
        <translation>--size या --sizes में से एक दें, दोनों नहीं</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="336"/>
        <source>--precision: &quot;%1&quot; is not one of fp32, tf32, bf16, fp16</source>
        <translation>--precision: &quot;%1&quot; fp32, tf32, bf16, fp16 में से कोई नहीं है</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="341"/>
        <source>--precision takes one format, except with --roofline</source>
        <translation>--precision केवल एक फ़ॉर्मैट लेता है; सिर्फ़ --roofline के साथ कई दिए जा सकते हैं</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="344"/>
        <source>give either --roofline or --no-sync, not both</source>
        <translation>--roofline या --no-sync में से एक दें, दोनों नहीं</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="398"/>
        <location filename="../app/cli.cpp" line="417"/>
        <location filename="../app/processguard.cpp" line="62"/>
        <source>interrupted</source>
        <translation>बाधित</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="418"/>
        <source>the --no-sync result did not verify</source>
        <translation>--no-sync का परिणाम सत्यापित नहीं हुआ</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="419"/>
        <source>--no-sync, n = %1: %2</source>
        <translation>--no-sync, n = %1: %2</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="148"/>
        <source>verified: yes</source>
        <translation>सत्यापित: हाँ</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="151"/>
        <source>verified: NO — WRONG RESULT</source>
        <translation>सत्यापित: नहीं — गलत परिणाम</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="155"/>
        <source>verified: n/a (simulated)</source>
        <translation>सत्यापित: लागू नहीं (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../app/processguard.cpp" line="128"/>
        <source>the output could not be written to standard output (%1)</source>
        <translation>आउटपुट मानक आउटपुट पर नहीं लिखा जा सका (%1)</translation>
    </message>
    <message>
        <location filename="../app/processguard.cpp" line="129"/>
        <source>it is closed</source>
        <translation>वह बंद है</translation>
    </message>
    <message>
        <location filename="../app/processguard.cpp" line="131"/>
        <source>a write failed</source>
        <translation>एक लेखन विफल रहा</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="77"/>
        <source>Ask only this interpreter (a path) instead of looking for one.</source>
        <translation>किसी को खोजने के बजाय केवल इस इंटरप्रेटर (एक पाथ) से पूछें।</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="81"/>
        <source>Run a dispatch scenario&apos;s Python lines (its id, or &quot;all&quot;) and compare each with the lab&apos;s prediction for this machine; exit 1 on a difference.</source>
        <translation>किसी डिस्पैच परिदृश्य की Python पंक्तियाँ चलाएँ (उसकी आईडी, या &quot;all&quot;) और हर एक की तुलना इस मशीन के लिए लैब की भविष्यवाणी से करें; अंतर होने पर exit 1।</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="85"/>
        <source>Time a @ b at n×n with and without the barrier (n from 16 to 16384).</source>
        <translation>n×n पर a @ b का समय बैरियर के साथ और बिना मापें (n 16 से 16384 तक)।</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="90"/>
        <source>The PyTorch on this machine: found, asked, and the lab&apos;s lines run in it. Only GPU Lab&apos;s own fixed scripts run; nothing is installed.</source>
        <translation>इस मशीन पर PyTorch: खोजा गया, उससे पूछा गया, और लैब की पंक्तियाँ उसमें चलाई गईं। केवल GPU Lab की अपनी तय स्क्रिप्ट चलती हैं; कुछ भी इंस्टॉल नहीं होता।</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="108"/>
        <source>unknown scenario &quot;%1&quot; for --run-scenario</source>
        <translation>--run-scenario के लिए अज्ञात परिदृश्य &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="116"/>
        <source>--python %1: not an executable file</source>
        <translation>--python %1: चलाने योग्य फ़ाइल नहीं है</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="129"/>
        <source>PyTorch on this machine:</source>
        <translation>इस मशीन पर PyTorch:</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="131"/>
        <source>  no Python interpreter found</source>
        <translation>  कोई Python इंटरप्रेटर नहीं मिला</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="141"/>
        <source>no PyTorch found to run in (pip install torch)</source>
        <translation>चलाने के लिए कोई PyTorch नहीं मिला (pip install torch)</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="176"/>
        <source>  the run stopped: %1</source>
        <translation>  रन रुक गया: %1</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="202"/>
        <source>its answer was incomplete</source>
        <translation>उसका उत्तर अधूरा था</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="204"/>
        <source>timing in PyTorch failed: %1</source>
        <translation>PyTorch में समय मापना विफल रहा: %1</translation>
    </message>
</context>
<context>
    <name>CliArgs</name>
    <message>
        <location filename="../app/cliargs.cpp" line="34"/>
        <source>%1: &quot;%2&quot; is not a whole number</source>
        <translation>%1: &quot;%2&quot; पूर्ण संख्या नहीं है</translation>
    </message>
    <message>
        <location filename="../app/cliargs.cpp" line="38"/>
        <location filename="../app/cliargs.cpp" line="65"/>
        <source>%1 must be at least %2 (got %3)</source>
        <translation>%1 कम से कम %2 होना चाहिए (मिला: %3)</translation>
    </message>
    <message>
        <location filename="../app/cliargs.cpp" line="42"/>
        <location filename="../app/cliargs.cpp" line="71"/>
        <source>%1 = %2 is too large (at most %3)</source>
        <translation>%1 = %2 बहुत बड़ा है (अधिकतम %3)</translation>
    </message>
    <message>
        <location filename="../app/cliargs.cpp" line="53"/>
        <source>%1: &quot;%2&quot; is not a number</source>
        <translation>%1: &quot;%2&quot; संख्या नहीं है</translation>
    </message>
    <message>
        <location filename="../app/cliargs.cpp" line="59"/>
        <source>%1 = %2 is too small to mean anything: give 0 or at least %3</source>
        <translation>%1 = %2 इतना छोटा है कि उसका कोई अर्थ नहीं: 0 या कम से कम %3 दें</translation>
    </message>
    <message>
        <location filename="../app/cliargs.cpp" line="60"/>
        <source>%1 = %2 is too small to mean anything: give at least %3</source>
        <translation>%1 = %2 इतना छोटा है कि उसका कोई अर्थ नहीं: कम से कम %3 दें</translation>
    </message>
    <message>
        <location filename="../app/cliargs.cpp" line="66"/>
        <source>%1 must be more than %2 (got %3)</source>
        <translation>%1, %2 से अधिक होना चाहिए (मिला: %3)</translation>
    </message>
</context>
<context>
    <name>CliBoard</name>
    <message>
        <location filename="../app/cliboard.cpp" line="64"/>
        <source>--save: nothing was measured, so no results file was written</source>
        <translation>--save: कुछ मापा नहीं गया, इसलिए कोई परिणाम फ़ाइल नहीं लिखी गई</translation>
    </message>
    <message>
        <location filename="../app/cliboard.cpp" line="71"/>
        <source>Print one JSON object.</source>
        <translation>एक JSON ऑब्जेक्ट प्रिंट करें।</translation>
    </message>
    <message>
        <location filename="../app/cliboard.cpp" line="73"/>
        <source>Print the table as CSV, one line per machine.</source>
        <translation>तालिका को CSV के रूप में प्रिंट करें, हर मशीन की एक पंक्ति।</translation>
    </message>
    <message>
        <location filename="../app/cliboard.cpp" line="76"/>
        <source>Results files (gpulab bench --save, File › Save my results…) or folders of them.</source>
        <translation>परिणाम फ़ाइलें (gpulab bench --save, फ़ाइल › मेरे परिणाम सहेजें…) या उनके फ़ोल्डर।</translation>
    </message>
    <message>
        <location filename="../app/cliboard.cpp" line="81"/>
        <source>The class board: learners&apos; results files side by side, one row per machine, with the class&apos;s median and range of each column. Files that are not results files are listed on stderr with the reason; no file is changed.</source>
        <translation>क्लास बोर्ड: विद्यार्थियों की परिणाम फ़ाइलें साथ-साथ, हर मशीन की एक पंक्ति, हर कॉलम का क्लास median और दायरा। जो फ़ाइलें परिणाम फ़ाइलें नहीं हैं, वे कारण सहित stderr पर सूचीबद्ध होती हैं; कोई फ़ाइल बदली नहीं जाती।</translation>
    </message>
    <message>
        <location filename="../app/cliboard.cpp" line="87"/>
        <source>give either --json or --csv, not both</source>
        <translation>या तो --json दें या --csv, दोनों नहीं</translation>
    </message>
    <message>
        <location filename="../app/cliboard.cpp" line="90"/>
        <source>board needs at least one results file or folder</source>
        <translation>board को कम से कम एक परिणाम फ़ाइल या फ़ोल्डर चाहिए</translation>
    </message>
    <message>
        <location filename="../app/cliboard.cpp" line="94"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/cliboard.cpp" line="102"/>
        <source>no results file could be read</source>
        <translation>कोई परिणाम फ़ाइल पढ़ी नहीं जा सकी</translation>
    </message>
</context>
<context>
    <name>CliCost</name>
    <message>
        <location filename="../app/clicost.cpp" line="55"/>
        <source>inference</source>
        <comment>holding MODEL for …</comment>
        <translation>इन्फ़रेंस</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="56"/>
        <source>train</source>
        <comment>holding MODEL for …</comment>
        <translation>ट्रेनिंग</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="57"/>
        <source>lora</source>
        <comment>holding MODEL for …</comment>
        <translation>LoRA फ़ाइन-ट्यूनिंग</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="58"/>
        <source>qlora</source>
        <comment>holding MODEL for …</comment>
        <translation>QLoRA फ़ाइन-ट्यूनिंग</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/clicost.cpp" line="67"/>
        <source>%1, %2 h × %Ln run(s), %3 at %4/h: %5</source>
        <translation>
            <numerusform>%1, %2 घंटे × %Ln रन, %3, %4/घंटा पर: %5</numerusform>
            <numerusform>%1, %2 घंटे × %Ln रन, %3, %4/घंटा पर: %5</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="69"/>
        <source>spot</source>
        <translation>स्पॉट</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="69"/>
        <source>on demand</source>
        <translation>ऑन-डिमांड</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="73"/>
        <source>  + expected work redone and restarts after pre-emptions: %1</source>
        <translation>  + प्री-एम्प्शन के बाद दोबारा किया गया अपेक्षित काम और पुनः आरंभ: %1</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="77"/>
        <source>  + a forgotten instance, %1 h at %2/h: %3</source>
        <translation>  + एक भूली हुई इंस्टेंस, %1 घंटे, %2/घंटा पर: %3</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="80"/>
        <source>  total, expected with pre-emptions %1%2</source>
        <translation>  कुल, प्री-एम्प्शन सहित अपेक्षित %1%2</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="80"/>
        <source>  total %1%2</source>
        <translation>  कुल %1%2</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="82"/>
        <source>  — OVER the %1 cap</source>
        <translation>  — %1 की सीमा से ऊपर</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="84"/>
        <source>  (%1)</source>
        <translation>  (%1)</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="85"/>
        <source>The same sweep on every class, holding %1 for %2:</source>
        <translation>हर श्रेणी पर वही स्वीप, %2 के लिए %1 रखते हुए:</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="87"/>
        <source>The same sweep on every class:</source>
        <translation>हर श्रेणी पर वही स्वीप:</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="93"/>
        <source>  ← cheapest that can hold it</source>
        <translation>  ← इसे रख सकने वालों में सबसे सस्ता</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="94"/>
        <source>  ← cheapest</source>
        <translation>  ← सबसे सस्ता</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="96"/>
        <source>  (cannot hold it: needs %1)</source>
        <translation>  (इसे नहीं रख सकता: %1 चाहिए)</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="103"/>
        <source>Spot with pre-emptions (%1 per hour, %2, restart %3 min):</source>
        <translation>प्री-एम्प्शन के साथ स्पॉट (%1 प्रति घंटा, %2, पुनः आरंभ %3 मिनट):</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="106"/>
        <source>checkpoint every %1 min</source>
        <translation>हर %1 मिनट पर चेकपॉइंट</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="107"/>
        <source>NO checkpoints</source>
        <translation>कोई चेकपॉइंट नहीं</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="110"/>
        <source>  expected %1 h per run (%2 h lost, %3 pre-emptions) → expected %4, on demand %5</source>
        <translation>  प्रति रन अपेक्षित %1 घंटे (%2 घंटे नष्ट, %3 प्री-एम्प्शन) → अपेक्षित %4, ऑन-डिमांड %5</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="117"/>
        <source>  spot stops paying off above %1 pre-emptions per hour</source>
        <translation>  प्रति घंटे %1 प्री-एम्प्शन से ऊपर स्पॉट फ़ायदेमंद नहीं रहता</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="119"/>
        <source>  spot pays off at any pre-emption rate</source>
        <translation>  स्पॉट हर प्री-एम्प्शन दर पर फ़ायदेमंद है</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="129"/>
        <source>Card class id, e.g. t4, a10-l4, a100-80.</source>
        <translation>कार्ड श्रेणी की id, जैसे t4, a10-l4, a100-80।</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="132"/>
        <source>Hours per run, at most %1 (default 10).</source>
        <translation>प्रति रन घंटे, अधिकतम %1 (डिफ़ॉल्ट 10)।</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="135"/>
        <source>Number of runs, 1 to %1 (default 1).</source>
        <translation>रनों की संख्या, 1 से %1 (डिफ़ॉल्ट 1)।</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="137"/>
        <source>Price the runs at the spot rate.</source>
        <translation>रनों की कीमत स्पॉट दर पर लगाएँ।</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="140"/>
        <source>Spot pre-emptions per hour, at most %1 (default 0.05).</source>
        <translation>प्रति घंटे स्पॉट प्री-एम्प्शन, अधिकतम %1 (डिफ़ॉल्ट 0.05)।</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="144"/>
        <source>Minutes between checkpoints, at most %1; 0 = none (default 30).</source>
        <translation>चेकपॉइंट के बीच मिनट, अधिकतम %1; 0 = कोई नहीं (डिफ़ॉल्ट 30)।</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="148"/>
        <source>Minutes lost per restart, at most %1 (default 5).</source>
        <translation>हर पुनः आरंभ पर नष्ट मिनट, अधिकतम %1 (डिफ़ॉल्ट 5)।</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="151"/>
        <source>Spending cap in dollars, at most %1; the total is flagged above it.</source>
        <translation>डॉलर में खर्च सीमा, अधिकतम %1; इससे ऊपर का कुल चिह्नित होता है।</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="156"/>
        <source>A forgotten instance left running this long, at most %1 h (billed at its own rate).</source>
        <translation>इतनी देर चलती छोड़ी गई एक भूली हुई इंस्टेंस, अधिकतम %1 घंटे (उसकी अपनी दर पर बिल)।</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="161"/>
        <source>Rates table (JSON, a regular file of at most %1 MiB) instead of the built-in examples.</source>
        <translation>अंतर्निहित उदाहरणों के बजाय दर तालिका (JSON, अधिकतम %1 MiB की एक सामान्य फ़ाइल)।</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="167"/>
        <source>A model the card must hold (%1); the cheapest class is then the cheapest that can hold it.</source>
        <translation>एक मॉडल जिसे कार्ड को रखना है (%1); तब सबसे सस्ती श्रेणी वह है जो इसे रख सके।</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="171"/>
        <source>What --model is used for: inference, train, lora or qlora (default train).</source>
        <translation>--model किस काम के लिए है: inference, train, lora या qlora (डिफ़ॉल्ट train)।</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="174"/>
        <source>Print one JSON object.</source>
        <translation>एक JSON ऑब्जेक्ट प्रिंट करें।</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="177"/>
        <source>What a training sweep costs: rate × hours × runs for every card class, and spot with pre-emptions and checkpoints against on-demand.</source>
        <translation>एक ट्रेनिंग स्वीप की लागत: हर कार्ड श्रेणी के लिए दर × घंटे × रन, और प्री-एम्प्शन व चेकपॉइंट के साथ स्पॉट बनाम ऑन-डिमांड।</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="185"/>
        <source>built-in example rates written %1 — examples, not quotes</source>
        <translation>अंतर्निहित उदाहरण दरें, दिनांक %1 — ये उदाहरण हैं, कोटेशन नहीं</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="189"/>
        <source>--rates needs a file name</source>
        <translation>--rates को फ़ाइल नाम चाहिए</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="193"/>
        <source>rates from %1</source>
        <translation>दरें %1 से</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="198"/>
        <source>%1 — using the built-in example rates instead</source>
        <translation>%1 — इसके बजाय अंतर्निहित उदाहरण दरों का उपयोग हो रहा है</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="203"/>
        <source>cost needs --card (one of: %1)</source>
        <translation>cost को --card चाहिए (इनमें से एक: %1)</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="206"/>
        <source>unknown card class &quot;%1&quot; (known: %2)</source>
        <translation>अज्ञात कार्ड श्रेणी &quot;%1&quot; (ज्ञात: %2)</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="256"/>
        <source>unknown --mode &quot;%1&quot; (known: inference, train, lora, qlora)</source>
        <translation>अज्ञात --mode &quot;%1&quot; (ज्ञात: inference, train, lora, qlora)</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="260"/>
        <source>unknown --model &quot;%1&quot; (known: %2)</source>
        <translation>अज्ञात --model &quot;%1&quot; (ज्ञात: %2)</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="283"/>
        <source>these inputs give an expected cost too large to compute (%1 h per run at %2 pre-emptions per hour, %3): checkpoint more often or shorten the runs</source>
        <translation>इन इनपुट से अपेक्षित लागत इतनी बड़ी है कि गणना नहीं हो सकती (%2 प्री-एम्प्शन प्रति घंटे पर प्रति रन %1 घंटे, %3): चेकपॉइंट अधिक बार लें या रन छोटे करें</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="286"/>
        <source>a checkpoint every %1 min</source>
        <translation>हर %1 मिनट पर एक चेकपॉइंट</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="287"/>
        <source>no checkpoints</source>
        <translation>कोई चेकपॉइंट नहीं</translation>
    </message>
</context>
<context>
    <name>CliFigures</name>
    <message>
        <location filename="../app/clifigures.cpp" line="29"/>
        <source>The lab whose figures to print: %1. Without it, the lab the --open file shows.</source>
        <translation>वह लैब जिसके आँकड़े छापने हैं: %1। इसके बिना, वह लैब जो --open फ़ाइल दिखाती है।</translation>
    </message>
    <message>
        <location filename="../app/clifigures.cpp" line="31"/>
        <source>Print one JSON object.</source>
        <translation>एक JSON ऑब्जेक्ट छापें।</translation>
    </message>
    <message>
        <location filename="../app/clifigures.cpp" line="35"/>
        <source>The figures a lab shows for its settings: each lab&apos;s defaults, or a lab state file given as gpulab --open FILE figures.</source>
        <translation>कोई लैब अपनी सेटिंग के लिए जो आँकड़े दिखाती है: हर लैब की डिफ़ॉल्ट सेटिंग, या gpulab --open FILE figures के रूप में दी गई लैब-स्थिति फ़ाइल।</translation>
    </message>
    <message>
        <location filename="../app/clifigures.cpp" line="44"/>
        <source>figures needs --lab (one of: %1)</source>
        <translation>figures को --lab चाहिए (इनमें से एक: %1)</translation>
    </message>
    <message>
        <location filename="../app/clifigures.cpp" line="48"/>
        <source>the %1 lab has no settings of its own to work figures out from (labs with figures: %2)</source>
        <translation>%1 लैब की अपनी कोई सेटिंग नहीं है जिससे आँकड़े निकलें (आँकड़ों वाली लैब: %2)</translation>
    </message>
    <message>
        <location filename="../app/clifigures.cpp" line="51"/>
        <source>unknown --lab &quot;%1&quot; (known: %2)</source>
        <translation>अज्ञात --lab &quot;%1&quot; (ज्ञात: %2)</translation>
    </message>
    <message>
        <location filename="../app/clifigures.cpp" line="56"/>
        <source>%1 holds no state for the %2 lab (it holds: %3)</source>
        <translation>%1 में %2 लैब की कोई स्थिति नहीं है (इसमें है: %3)</translation>
    </message>
    <message>
        <location filename="../app/clifigures.cpp" line="63"/>
        <source>%1: the %2 lab refused it: %3</source>
        <translation>%1: %2 लैब ने इसे अस्वीकार किया: %3</translation>
    </message>
    <message>
        <location filename="../app/clifigures.cpp" line="64"/>
        <source>the %1 lab refused its own defaults: %2</source>
        <translation>%1 लैब ने अपनी ही डिफ़ॉल्ट सेटिंग अस्वीकार की: %2</translation>
    </message>
</context>
<context>
    <name>CliPlan</name>
    <message>
        <location filename="../app/cliplan.cpp" line="44"/>
        <source>none</source>
        <comment>sharding …</comment>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="45"/>
        <source>zero1</source>
        <comment>sharding …</comment>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="46"/>
        <source>zero2</source>
        <comment>sharding …</comment>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="47"/>
        <source>zero3</source>
        <comment>sharding …</comment>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="55"/>
        <source>VRAM plan: %1 parameters%2, %3 weights, %4%5</source>
        <translation>VRAM योजना: %1 पैरामीटर%2, %3 वेट, %4%5</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="60"/>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cliplan.cpp" line="62"/>
        <source>  micro-batch %1 × %2 tokens, accumulation %3, effective batch %4, checkpointing %5, sharding %6 × %n GPU(s)%7</source>
        <translation>
            <numerusform>  माइक्रो-बैच %1 × %2 टोकन, एक्यूमुलेशन %3, प्रभावी बैच %4, चेकपॉइंटिंग %5, शार्डिंग %6 × %n GPU%7</numerusform>
            <numerusform>  माइक्रो-बैच %1 × %2 टोकन, एक्यूमुलेशन %3, प्रभावी बैच %4, चेकपॉइंटिंग %5, शार्डिंग %6 × %n GPU%7</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="70"/>
        <source>on</source>
        <translation>चालू</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="70"/>
        <source>off</source>
        <translation>बंद</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="71"/>
        <source>, bf16 autocast</source>
        <translation>, bf16 autocast</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="72"/>
        <source>  shape: %1 layers, hidden %2, %3 heads (%4 KV)%5</source>
        <translation>  संरचना: %1 लेयर, hidden %2, %3 हेड (%4 KV)%5</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="77"/>
        <source>, guessed from the count</source>
        <translation>, संख्या से अनुमानित</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="80"/>
        <source>per GPU</source>
        <translation>प्रति GPU</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="81"/>
        <source>lesson</source>
        <translation>पाठ</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="82"/>
        <source>mixed precision</source>
        <translation>मिश्रित प्रिसिज़न</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="89"/>
        <source>total</source>
        <translation>कुल</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="92"/>
        <source>  in use: %1 bookkeeping — total %2 (%3 GiB)</source>
        <translation>  उपयोग में: %1 हिसाब — कुल %2 (%3 GiB)</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="96"/>
        <source>  activations: %1</source>
        <translation>  एक्टिवेशन: %1</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="98"/>
        <source>  (at s = %1 tokens: PyTorch SDPA %2, PyTorch eager %3, Megatron-style %4; the lesson&apos;s %5 assumes about 100 tokens)</source>
        <translation>  (s = %1 टोकन पर: PyTorch SDPA %2, PyTorch eager %3, Megatron-शैली %4; पाठ का %5 लगभग 100 टोकन मानता है)</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="104"/>
        <source>  PyTorch parts: embeddings %1, %2 layers × %3, final norm %4, LM head input %5, loss (fp32 log-softmax) %6, logits %7 (alive, not saved)</source>
        <translation>  PyTorch के हिस्से: embeddings %1, %2 लेयर × %3, अंतिम norm %4, LM head का इनपुट %5, loss (fp32 log-softmax) %6, logits %7 (जीवित, सहेजे नहीं गए)</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="112"/>
        <source>Fits (headroom included):</source>
        <translation>फ़िट होता है (हेडरूम सहित):</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="116"/>
        <source>fits, %1 spare</source>
        <translation>फ़िट, %1 खाली</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="117"/>
        <source>does not fit: %1 short</source>
        <translation>फ़िट नहीं: %1 कम</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="130"/>
        <source>Capacity in billions of parameters (card ÷ bytes/param, no headroom):</source>
        <translation>अरब पैरामीटर में क्षमता (कार्ड ÷ बाइट/पैरामीटर, बिना हेडरूम):</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="139"/>
        <source>card</source>
        <translation>कार्ड</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="132"/>
        <source>infer 2 B</source>
        <translation>इन्फ़रेंस 2 B</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="120"/>
        <source>Smallest standard card that holds it: %1.</source>
        <translation>इसे रख सकने वाला सबसे छोटा मानक कार्ड: %1।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="122"/>
        <source>None of the five standard cards (8–80 GB) holds it.</source>
        <translation>पाँच मानक कार्डों (8–80 GB) में से कोई इसे नहीं रख सकता।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="124"/>
        <source>Doubling the micro-batch (%1 → %2) adds %3 (%4 %): model states do not grow with the batch, only activations do.</source>
        <translation>माइक्रो-बैच दोगुना करने से (%1 → %2) %3 जुड़ता है (%4 %): मॉडल स्टेट बैच के साथ नहीं बढ़ते, केवल एक्टिवेशन बढ़ते हैं।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="132"/>
        <source>SGD 6 B</source>
        <translation>SGD 6 B</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="132"/>
        <source>Adam 14 B</source>
        <translation>Adam 14 B</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="133"/>
        <source>this plan %1 B</source>
        <translation>यह योजना %1 B</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="148"/>
        <source>Out-of-memory fixes, in the order to try them:</source>
        <translation>मेमोरी कम पड़ने के उपाय, आज़माने के क्रम में:</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="153"/>
        <source>  %1. %2: %3%4 → %5</source>
        <translation>  %1. %2: %3%4 → %5</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="158"/>
        <source>  %1. %2: n/a — %3</source>
        <translation>  %1. %2: लागू नहीं — %3</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="161"/>
        <source>Note: %1</source>
        <translation>टिप्पणी: %1</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="162"/>
        <source>Arithmetic, not a measurement: nothing was allocated.</source>
        <translation>गणना है, माप नहीं: कुछ भी आवंटित नहीं किया गया।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="178"/>
        <source>Parameter count: 7B, 124M, 1.5B (default 7B).</source>
        <translation>पैरामीटर संख्या: 7B, 124M, 1.5B (डिफ़ॉल्ट 7B)।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="180"/>
        <source>A published model: %1.</source>
        <translation>एक प्रकाशित मॉडल: %1।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="182"/>
        <source>Weight precision: fp32, fp16, bf16, int8, int4 (default fp16).</source>
        <translation>वेट की प्रिसिज़न: fp32, fp16, bf16, int8, int4 (डिफ़ॉल्ट fp16)।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="185"/>
        <source>inference, train, lora or qlora (default train).</source>
        <translation>inference, train, lora या qlora (डिफ़ॉल्ट train)।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="187"/>
        <source>sgd, momentum, adam (adamw) or adam8bit (default adam).</source>
        <translation>sgd, momentum, adam (adamw) या adam8bit (डिफ़ॉल्ट adam)।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="188"/>
        <source>Micro-batch per GPU (default 1).</source>
        <translation>प्रति GPU माइक्रो-बैच (डिफ़ॉल्ट 1)।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="189"/>
        <source>Sequence length in tokens (default 1024).</source>
        <translation>टोकन में अनुक्रम लंबाई (डिफ़ॉल्ट 1024)।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="191"/>
        <source>Gradient checkpointing on.</source>
        <translation>ग्रेडिएंट चेकपॉइंटिंग चालू।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="193"/>
        <source>torch.autocast to bf16 (fp32 states, 16-bit activations).</source>
        <translation>bf16 पर torch.autocast (fp32 स्टेट, 16-बिट एक्टिवेशन)।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="194"/>
        <source>Gradient accumulation steps (default 1).</source>
        <translation>ग्रेडिएंट एक्यूमुलेशन के चरण (डिफ़ॉल्ट 1)।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="196"/>
        <source>none, zero1, zero2, zero3 or fsdp (default none).</source>
        <translation>none, zero1, zero2, zero3 या fsdp (डिफ़ॉल्ट none)।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="197"/>
        <source>Number of GPUs (default 1).</source>
        <translation>GPU की संख्या (डिफ़ॉल्ट 1)।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="198"/>
        <source>LoRA rank r (default 16).</source>
        <translation>LoRA रैंक r (डिफ़ॉल्ट 16)।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="200"/>
        <source>Which bookkeeping decides the fit: lesson or mixed (default lesson).</source>
        <translation>फ़िट होने का फ़ैसला कौन-सा हिसाब करे: lesson या mixed (डिफ़ॉल्ट lesson)।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="204"/>
        <source>Activation estimate: pytorch-sdpa (the default: what transformers&apos; default attention keeps), pytorch-eager, megatron (Korthikanti et al.) or lesson.</source>
        <translation>एक्टिवेशन अनुमान: pytorch-sdpa (डिफ़ॉल्ट: transformers का डिफ़ॉल्ट attention जो रखता है), pytorch-eager, megatron (Korthikanti et al.) या lesson.</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="208"/>
        <source>Steps whose loss tensor (not loss.item()) is kept (default 0).</source>
        <translation>वे चरण जिनका loss टेंसर (loss.item() नहीं) रखा जाता है (डिफ़ॉल्ट 0)।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="210"/>
        <source>GB kept free for the CUDA context and allocator (default 1).</source>
        <translation>CUDA कॉन्टेक्स्ट और एलोकेटर के लिए खाली रखे गए GB (डिफ़ॉल्ट 1)।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="212"/>
        <source>Size of the custom card in GB (default 48).</source>
        <translation>कस्टम कार्ड का आकार GB में (डिफ़ॉल्ट 48)।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="213"/>
        <source>Print one JSON object.</source>
        <translation>एक JSON ऑब्जेक्ट प्रिंट करें।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="217"/>
        <source>Will it run, will it train: the memory a model needs per GPU, against the cards, with the fixes to try when it does not fit.</source>
        <translation>चलेगा या नहीं, ट्रेन होगा या नहीं: एक मॉडल को प्रति GPU कितनी मेमोरी चाहिए, कार्डों के मुकाबले, और फ़िट न होने पर आज़माने के उपाय।</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="225"/>
        <source>unknown preset &quot;%1&quot; (presets: %2)</source>
        <translation>अज्ञात प्रीसेट &quot;%1&quot; (प्रीसेट: %2)</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="232"/>
        <source>--params: %1</source>
        <translation>--params: %1</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="234"/>
        <source>give either --preset or --params, not both</source>
        <translation>--preset या --params में से एक दें, दोनों नहीं</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="240"/>
        <source>unknown --%1 &quot;%2&quot; (known: %3)</source>
        <translation>अज्ञात --%1 &quot;%2&quot; (ज्ञात: %3)</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="284"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
</context>
<context>
    <name>CliRoofline</name>
    <message>
        <location filename="../app/cliroofline.cpp" line="31"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="36"/>
        <source>%1 FLOP/byte</source>
        <translation>%1 FLOP/बाइट</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="41"/>
        <source>Roofline of %1 — %2</source>
        <translation>%1 की Roofline — %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cliroofline.cpp" line="44"/>
        <source>  memory bandwidth: %1 best, %2 median of %n passes after %3 warm-up (%4)</source>
        <translation>
            <numerusform>  मेमोरी बैंडविड्थ: सर्वश्रेष्ठ %1, %3 वार्म-अप के बाद %n पास का median %2 (%4)</numerusform>
            <numerusform>  मेमोरी बैंडविड्थ: सर्वश्रेष्ठ %1, %3 वार्म-अप के बाद %n पासों का median %2 (%4)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="50"/>
        <source>  memory bandwidth: not measured — %1</source>
        <translation>  मेमोरी बैंडविड्थ: मापी नहीं गई — %1</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="52"/>
        <source>  %1 roof: %2, ridge point at %3 (%4)</source>
        <translation>  %1 छत: %2, रिज पॉइंट %3 पर (%4)</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="55"/>
        <source>  %1 roof: %2 (%3)</source>
        <translation>  %1 छत: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="60"/>
        <source>  %1 kernel: %2%3</source>
        <translation>  %1 kernel: %2%3</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="68"/>
        <source>precision</source>
        <translation>प्रिसिज़न</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="68"/>
        <source>n</source>
        <comment>matrix size</comment>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="69"/>
        <source>intensity</source>
        <translation>तीव्रता</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="69"/>
        <source>measured</source>
        <translation>मापा गया</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="70"/>
        <source>attainable</source>
        <translation>प्राप्य</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="70"/>
        <source>bound</source>
        <translation>सीमा</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="72"/>
        <source>no roof</source>
        <translation>कोई छत नहीं</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="73"/>
        <source>memory</source>
        <translation>मेमोरी</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="74"/>
        <source>compute</source>
        <translation>गणना</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="149"/>
        <source>interrupted</source>
        <translation>बाधित</translation>
    </message>
</context>
<context>
    <name>CostCharts</name>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="90"/>
        <source>cost</source>
        <translation>लागत</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="72"/>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="59"/>
        <source>-class</source>
        <comment>the end of a card class name (T4-class), left off under the bars</comment>
        <translation>-श्रेणी</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="73"/>
        <source>▲ %1</source>
        <translation>▲ %1</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="74"/>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="90"/>
        <source>✓ cheapest that fits</source>
        <translation>✓ सबसे सस्ता जिसमें मॉडल समाता है</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="90"/>
        <source>▲ over the cap</source>
        <translation>▲ सीमा से ऊपर</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="91"/>
        <source>✗ cannot hold the model</source>
        <translation>✗ मॉडल नहीं समाता</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="216"/>
        <location filename="../labs/cost/costcharts.cpp" line="217"/>
        <location filename="../labs/cost/costcharts.cpp" line="252"/>
        <source>$ per sweep</source>
        <translation>$ प्रति स्वीप</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="169"/>
        <source>cap %1</source>
        <translation>सीमा %1</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="297"/>
        <source>spot, checkpoint every %1 min</source>
        <translation>स्पॉट, हर %1 मिनट पर चेकपॉइंट</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="298"/>
        <location filename="../labs/cost/costcharts.cpp" line="323"/>
        <location filename="../labs/cost/costcharts.cpp" line="349"/>
        <source>spot, no checkpoints</source>
        <translation>स्पॉट, कोई चेकपॉइंट नहीं</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="325"/>
        <location filename="../labs/cost/costcharts.cpp" line="355"/>
        <source>on demand</source>
        <translation>ऑन-डिमांड</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="326"/>
        <location filename="../labs/cost/costcharts.cpp" line="360"/>
        <source>pre-emptions per hour</source>
        <translation>प्रति घंटे प्री-एम्प्शन</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="327"/>
        <location filename="../labs/cost/costcharts.cpp" line="362"/>
        <source>$ expected</source>
        <translation>$ अपेक्षित</translation>
    </message>
</context>
<context>
    <name>CostLabState</name>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="171"/>
        <source>its &quot;card&quot; should be a card class&apos;s id (one word)</source>
        <translation>इसका &quot;card&quot; किसी कार्ड श्रेणी की ID होना चाहिए (एक शब्द)</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="190"/>
        <source>its &quot;rentClass&quot; should be a card class&apos;s id (one word)</source>
        <translation>इसका &quot;rentClass&quot; किसी कार्ड श्रेणी की ID होना चाहिए (एक शब्द)</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="286"/>
        <source>its &quot;%1&quot; names a card class the built-in rates do not have (&quot;%2&quot;)</source>
        <translation>इसका &quot;%1&quot; ऐसी कार्ड श्रेणी बताता है जो अंतर्निहित दरों में नहीं है (&quot;%2&quot;)</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="304"/>
        <source>Card class</source>
        <translation>कार्ड श्रेणी</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="305"/>
        <source>The runs</source>
        <comment>runs × hours per run at the hourly rate</comment>
        <translation>रन</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="306"/>
        <source>%1 × %2 h at %3/h = %4</source>
        <translation>%1 × %2 घंटे, %3/घंटा पर = %4</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="310"/>
        <source>Work redone after pre-emptions</source>
        <translation>प्री-एम्प्शन के बाद दोबारा किया गया काम</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="312"/>
        <source>Forgotten instance</source>
        <translation>भूली हुई इंस्टेंस</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="314"/>
        <source>Total</source>
        <translation>कुल</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="316"/>
        <source>%1 (over the %2 cap)</source>
        <translation>%1 (%2 की सीमा से ऊपर)</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="328"/>
        <source>%1, the cheapest that fits</source>
        <translation>%1, सबसे सस्ता जिसमें मॉडल समाता है</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="330"/>
        <source>%1, cannot hold the model</source>
        <translation>%1, मॉडल नहीं समाता</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="331"/>
        <source>%1, over the cap</source>
        <translation>%1, सीमा से ऊपर</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="339"/>
        <source>Holding the model takes</source>
        <translation>मॉडल को चाहिए</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="342"/>
        <source>Cheapest that fits</source>
        <translation>सबसे सस्ता जिसमें मॉडल समाता है</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="342"/>
        <source>no class can hold it</source>
        <translation>किसी श्रेणी में यह नहीं समाता</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="358"/>
        <source>On spot, expected</source>
        <translation>स्पॉट पर, अपेक्षित</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="360"/>
        <source>%1 (a run takes %2 h on average)</source>
        <translation>%1 (एक रन औसतन %2 घंटे लेता है)</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="362"/>
        <source>too large to compute</source>
        <translation>गणना के लिए बहुत बड़ा</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="363"/>
        <source>On demand</source>
        <translation>ऑन-डिमांड</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="364"/>
        <source>Spot stops paying off above</source>
        <translation>स्पॉट इसके ऊपर फ़ायदेमंद नहीं रहता</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="365"/>
        <source>%1 pre-emptions per hour</source>
        <translation>प्रति घंटे %1 प्री-एम्प्शन</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="366"/>
        <source>never, at any rate</source>
        <translation>कभी नहीं, किसी भी दर पर</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="371"/>
        <source>Route for %1</source>
        <translation>&quot;%1&quot; के लिए रास्ता</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="384"/>
        <source>Buying pays off after</source>
        <translation>ख़रीदना इसके बाद फ़ायदेमंद होता है</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="386"/>
        <source>never, at these prices</source>
        <translation>कभी नहीं, इन दामों पर</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="387"/>
        <source>%1 hours of use (%2 months)</source>
        <translation>%1 घंटे का उपयोग (%2 महीने)</translation>
    </message>
</context>
<context>
    <name>CostModel</name>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="130"/>
        <source>Your own NVIDIA card</source>
        <translation>आपका अपना NVIDIA कार्ड</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="131"/>
        <source>$0/h once you own it (plus power)</source>
        <translation>खरीदने के बाद $0/घंटा (बिजली अलग)</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="132"/>
        <source>the NVIDIA driver only: pip installs the CUDA runtime and cuDNN along with PyTorch</source>
        <translation>केवल NVIDIA ड्राइवर: pip CUDA रनटाइम और cuDNN को PyTorch के साथ ही इंस्टॉल करता है</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="133"/>
        <source>training every day; no meter running</source>
        <translation>हर दिन ट्रेनिंग; कोई मीटर नहीं चलता</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="134"/>
        <source>capped by your card&apos;s memory; the driver must be new enough for the wheel&apos;s CUDA</source>
        <translation>आपके कार्ड की मेमोरी से सीमित; ड्राइवर व्हील के CUDA के लिए पर्याप्त नया होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="135"/>
        <source>Free hosted notebook (T4: Colab, Kaggle)</source>
        <translation>मुफ़्त होस्टेड नोटबुक (T4: Colab, Kaggle)</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="135"/>
        <source>$0</source>
        <translation>$0</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="136"/>
        <source>none: open a browser, switch the runtime to a GPU</source>
        <translation>कुछ नहीं: ब्राउज़र खोलें, रनटाइम को GPU पर बदलें</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="137"/>
        <source>learning and now-and-then experiments</source>
        <translation>सीखना और कभी-कभार के प्रयोग</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="138"/>
        <source>sessions are recycled; a GPU is not guaranteed; save your work often</source>
        <translation>सत्र रीसायकल होते हैं; GPU की गारंटी नहीं है; अपना काम बार-बार सहेजें</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="139"/>
        <source>Rented cloud GPU</source>
        <translation>किराए का क्लाउड GPU</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="139"/>
        <source>about $0.20–2.00/h</source>
        <translation>लगभग $0.20–2.00/घंटा</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="140"/>
        <source>SSH in, pip install torch, run a smoke test (Lambda, RunPod, Vast.ai, …)</source>
        <translation>SSH से लॉग इन करें, pip install torch, एक स्मोक टेस्ट चलाएँ (Lambda, RunPod, Vast.ai, …)</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="141"/>
        <source>serious projects and cards you could not buy</source>
        <translation>गंभीर प्रोजेक्ट और ऐसे कार्ड जो आप खरीद नहीं सकते</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="142"/>
        <source>the meter runs until you stop it; spot instances can be pre-empted</source>
        <translation>मीटर तब तक चलता है जब तक आप उसे रोकें नहीं; स्पॉट इंस्टेंस प्री-एम्प्ट हो सकती हैं</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="143"/>
        <source>Apple Silicon (MPS)</source>
        <translation>Apple Silicon (MPS)</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="143"/>
        <source>$0/h</source>
        <translation>$0/घंटा</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="145"/>
        <source>a laptop you already have</source>
        <translation>वह लैपटॉप जो आपके पास पहले से है</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="144"/>
        <source>nothing beyond PyTorch (macOS 14 or newer for PyTorch 2.15)</source>
        <translation>PyTorch के अलावा कुछ नहीं (PyTorch 2.15 के लिए macOS 14 या नया)</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="146"/>
        <source>not CUDA: operator coverage varies; memory is shared with the system</source>
        <translation>CUDA नहीं: ऑपरेटर कवरेज अलग-अलग है; मेमोरी सिस्टम के साथ साझा होती है</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="163"/>
        <source>every day</source>
        <translation>हर दिन</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="164"/>
        <source>now and then</source>
        <translation>कभी-कभी</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="165"/>
        <source>one serious project</source>
        <translation>एक गंभीर प्रोजेक्ट</translation>
    </message>
</context>
<context>
    <name>DeviceProbe</name>
    <message>
        <location filename="../core/deviceprobe.cpp" line="72"/>
        <source>the module refused the probe structure</source>
        <translation>मॉड्यूल ने probe संरचना अस्वीकार कर दी</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="112"/>
        <location filename="../core/deviceprobe.cpp" line="332"/>
        <location filename="../core/deviceprobe.cpp" line="381"/>
        <source>unknown CPU</source>
        <translation>अज्ञात CPU</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="148"/>
        <source>found by the system&apos;s library search</source>
        <translation>सिस्टम की लाइब्रेरी खोज से मिला</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="150"/>
        <source>PyTorch&apos;s wheel</source>
        <translation>PyTorch का wheel</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="152"/>
        <source>the nvidia-cublas wheel</source>
        <translation>nvidia-cublas wheel</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="154"/>
        <source>a conda environment</source>
        <translation>एक conda एनवायरनमेंट</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="155"/>
        <source>the CUDA Toolkit</source>
        <translation>CUDA Toolkit</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="191"/>
        <source>this build has no CUDA support (it was built without the CUDA Toolkit)</source>
        <translation>इस बिल्ड में CUDA समर्थन नहीं है (यह CUDA Toolkit के बिना बनाया गया था)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="192"/>
        <source>install the CUDA Toolkit (nvcc under /usr/local/cuda) and rebuild with scripts/run</source>
        <translation>CUDA Toolkit इंस्टॉल करें (nvcc /usr/local/cuda में) और scripts/run से फिर से बिल्ड करें</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="201"/>
        <source>GPULAB_CUDA_MODULE names %1, which cannot be opened: %2</source>
        <translation>GPULAB_CUDA_MODULE %1 बताता है, जो खोला नहीं जा सकता: %2</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="203"/>
        <source>GPULAB_CUDA_MODULE names %1, which cannot be used: %2</source>
        <translation>GPULAB_CUDA_MODULE %1 बताता है, जिसका उपयोग नहीं हो सकता: %2</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="205"/>
        <source>point GPULAB_CUDA_MODULE at a libgpulab_cuda.so from this build, or unset it to use the module beside the program</source>
        <translation>GPULAB_CUDA_MODULE को इसी बिल्ड की libgpulab_cuda.so पर सेट करें, या प्रोग्राम के पास वाला मॉड्यूल इस्तेमाल करने के लिए इसे हटा दें</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="210"/>
        <source>the CUDA module (libgpulab_cuda.so) was not found beside the program</source>
        <translation>CUDA मॉड्यूल (libgpulab_cuda.so) प्रोग्राम के पास नहीं मिला</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="211"/>
        <source>the CUDA module could not be used: %1</source>
        <translation>CUDA मॉड्यूल का उपयोग नहीं हो सका: %1</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="212"/>
        <source>run the gpulab from the build tree it was built in, or point GPULAB_CUDA_MODULE at libgpulab_cuda.so</source>
        <translation>gpulab को उसी बिल्ड फ़ोल्डर से चलाएँ जिसमें वह बना था, या GPULAB_CUDA_MODULE को libgpulab_cuda.so पर सेट करें</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="223"/>
        <source>pip install &quot;%1&quot; (into any Python environment: GPU Lab finds it there; a PyTorch built for CUDA %2 brings it already), or install the CUDA Toolkit %2</source>
        <translation>pip install &quot;%1&quot; (किसी भी Python एनवायरनमेंट में: GPU Lab उसे वहाँ ढूँढ लेता है; CUDA %2 के लिए बना PyTorch इसे पहले से लाता है), या CUDA Toolkit %2 इंस्टॉल करें</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="227"/>
        <source>cuBLAS (%1) not found</source>
        <translation>cuBLAS (%1) नहीं मिला</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="228"/>
        <source>%1; searched the system library path, CUDA Toolkits and Python environments (folders: %2)</source>
        <translation>%1; खोजे गए: सिस्टम का लाइब्रेरी पाथ, CUDA Toolkit और Python एनवायरनमेंट (फ़ोल्डर: %2)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="233"/>
        <source>cuBLAS (%1) found but not usable</source>
        <translation>cuBLAS (%1) मिला, पर उपयोग योग्य नहीं</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="234"/>
        <source>%1; the copy found: %2</source>
        <translation>%1; मिली हुई प्रति: %2</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="239"/>
        <source>a CUDA library</source>
        <translation>एक CUDA लाइब्रेरी</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="240"/>
        <source>%1 not found</source>
        <translation>%1 नहीं मिला</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="241"/>
        <source>install the library (%1) or add its folder to LD_LIBRARY_PATH</source>
        <translation>लाइब्रेरी (%1) इंस्टॉल करें या उसका फ़ोल्डर LD_LIBRARY_PATH में जोड़ें</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="356"/>
        <source>this CPU (still being measured)</source>
        <translation>यह CPU (अभी मापा जा रहा है)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="359"/>
        <source>the GPU check is still running</source>
        <translation>GPU की जाँच अभी चल रही है</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="449"/>
        <source>the CUDA module and its library load (libcublas)</source>
        <translation>CUDA मॉड्यूल और उसकी लाइब्रेरी लोड होती हैं (libcublas)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="247"/>
        <location filename="../core/deviceprobe.cpp" line="267"/>
        <source>no NVIDIA driver found</source>
        <translation>कोई NVIDIA ड्राइवर नहीं मिला</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="248"/>
        <location filename="../core/deviceprobe.cpp" line="268"/>
        <source>install the NVIDIA driver (Debian: apt install nvidia-driver) and reboot; nvidia-smi should then list the card</source>
        <translation>NVIDIA ड्राइवर इंस्टॉल करें (Debian: apt install nvidia-driver) और रीबूट करें; फिर nvidia-smi में कार्ड दिखना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="250"/>
        <source>not loaded: no driver</source>
        <translation>लोड नहीं हुआ: कोई ड्राइवर नहीं</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="257"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="274"/>
        <source>driver supports CUDA %1, this build needs %2</source>
        <translation>ड्राइवर CUDA %1 का समर्थन करता है, इस बिल्ड को %2 चाहिए</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="278"/>
        <source>update the NVIDIA driver to the r%1 series or newer (CUDA %2 needs it; on an older driver only data-centre cards with the cuda-compat package run it)</source>
        <translation>NVIDIA ड्राइवर को r%1 शृंखला या नए पर अपडेट करें (CUDA %2 को इसकी ज़रूरत है; पुराने ड्राइवर पर केवल cuda-compat पैकेज वाले डेटा-सेंटर कार्ड इसे चलाते हैं)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="282"/>
        <source>update the NVIDIA driver to a release that supports CUDA %1 or newer</source>
        <translation>NVIDIA ड्राइवर को ऐसे रिलीज़ पर अपडेट करें जो CUDA %1 या नए का समर्थन करे</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="288"/>
        <source>no CUDA device found</source>
        <translation>कोई CUDA डिवाइस नहीं मिला</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="290"/>
        <source>check that nvidia-smi lists the card and that CUDA_VISIBLE_DEVICES does not hide it</source>
        <translation>जाँचें कि nvidia-smi कार्ड दिखाता है और CUDA_VISIBLE_DEVICES उसे छिपा नहीं रहा</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="295"/>
        <source>the NVIDIA driver refused this CUDA runtime (%1)</source>
        <translation>NVIDIA ड्राइवर ने इस CUDA रनटाइम को अस्वीकार किया (%1)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="296"/>
        <source>the CUDA runtime reported %1</source>
        <translation>CUDA रनटाइम ने %1 बताया</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="297"/>
        <source>run nvidia-smi: if it fails too, reinstall the driver; otherwise see the runtime&apos;s message above</source>
        <translation>nvidia-smi चलाएँ: अगर वह भी विफल हो तो ड्राइवर फिर से इंस्टॉल करें; नहीं तो ऊपर रनटाइम का संदेश देखें</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="448"/>
        <source>this build includes CUDA support</source>
        <translation>इस बिल्ड में CUDA समर्थन है</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="450"/>
        <source>an NVIDIA driver is installed (libcuda.so.1)</source>
        <translation>एक NVIDIA ड्राइवर इंस्टॉल है (libcuda.so.1)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="451"/>
        <source>the driver supports this build&apos;s CUDA version</source>
        <translation>ड्राइवर इस बिल्ड के CUDA संस्करण का समर्थन करता है</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="452"/>
        <source>a CUDA device answers</source>
        <translation>एक CUDA डिवाइस जवाब देता है</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="473"/>
        <source>Measuring this machine…</source>
        <translation>इस मशीन को मापा जा रहा है…</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="475"/>
        <source>Measured on %1 and %2</source>
        <translation>%1 और %2 पर मापा गया</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="476"/>
        <source>Measured on %1 · GPU: Simulated — %2</source>
        <translation>%1 पर मापा गया · GPU: सिम्युलेटेड — %2</translation>
    </message>
</context>
<context>
    <name>DeviceReport</name>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="109"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="110"/>
        <source>model</source>
        <translation>मॉडल</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="111"/>
        <source>cores (threads)</source>
        <translation>कोर (थ्रेड)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="112"/>
        <source>SIMD</source>
        <translation>SIMD</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="113"/>
        <source>measured fp32 peak</source>
        <translation>मापा गया fp32 शिखर</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="114"/>
        <source>%1 (%2, all cores)</source>
        <translation>%1 (%2, सभी कोर)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="115"/>
        <source>oneDNN</source>
        <translation>oneDNN</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="116"/>
        <source>%1, dispatching to %2</source>
        <translation>%1, %2 पर डिस्पैच</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="117"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="118"/>
        <source>%1 total, %2 available</source>
        <translation>कुल %1, उपलब्ध %2</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="120"/>
        <source>NVIDIA GPU (CUDA)</source>
        <translation>NVIDIA का GPU (CUDA)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="122"/>
        <source>device</source>
        <translation>डिवाइस</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="123"/>
        <source>memory</source>
        <translation>मेमोरी</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="125"/>
        <source>%1 total, %2 free (NVML)</source>
        <translation>कुल %1, खाली %2 (NVML)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="127"/>
        <source>%1 total (free memory is read when a GPU run starts)</source>
        <translation>कुल %1 (खाली मेमोरी GPU रन शुरू होने पर पढ़ी जाती है)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="129"/>
        <source>compute capability</source>
        <translation>कंप्यूट क्षमता</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="130"/>
        <source>SMs</source>
        <translation>SM</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="130"/>
        <source>%1 × %2 fp32 lanes at %3 MHz</source>
        <translation>%1 × %2 fp32 लेन, %3 MHz पर</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="134"/>
        <source>fp32 peak</source>
        <translation>fp32 शिखर</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="135"/>
        <source>%1 (from the device&apos;s properties)</source>
        <translation>%1 (डिवाइस के गुणों से)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="137"/>
        <source>status</source>
        <translation>स्थिति</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="137"/>
        <source>not usable — %1</source>
        <translation>उपयोग योग्य नहीं — %1</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="138"/>
        <source>fix</source>
        <translation>उपाय</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="140"/>
        <source>runtime says</source>
        <translation>रनटाइम कहता है</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="143"/>
        <source>driver</source>
        <translation>ड्राइवर</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="145"/>
        <source>driver supports CUDA</source>
        <translation>ड्राइवर CUDA का समर्थन करता है</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="147"/>
        <source>CUDA runtime</source>
        <translation>CUDA रनटाइम</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="149"/>
        <source>cuBLAS</source>
        <translation>cuBLAS</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="151"/>
        <source>%1 from %2</source>
        <translation>%2 से %1</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="153"/>
        <source>set in environment</source>
        <translation>एनवायरनमेंट में सेट</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="154"/>
        <source>%1 (changes what is measured)</source>
        <translation>%1 (यह बदलता है कि क्या मापा जाता है)</translation>
    </message>
</context>
<context>
    <name>Dispatch</name>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="102"/>
        <source>still being measured…</source>
        <translation>अभी मापा जा रहा है…</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="104"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="106"/>
        <source>no NVIDIA driver found</source>
        <translation>कोई NVIDIA ड्राइवर नहीं मिला</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="108"/>
        <source>NVIDIA driver installed, but %1</source>
        <translation>NVIDIA ड्राइवर इंस्टॉल है, लेकिन %1</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="115"/>
        <source>NVIDIA workstation</source>
        <translation>NVIDIA वर्कस्टेशन</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="116"/>
        <source>Apple Silicon Mac</source>
        <translation>Apple Silicon वाला Mac</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="117"/>
        <source>CPU-only laptop</source>
        <translation>केवल-CPU लैपटॉप</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="118"/>
        <source>This machine</source>
        <translation>यह मशीन</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="125"/>
        <source>CUDA wheel</source>
        <translation>CUDA व्हील</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="125"/>
        <source>CPU-only wheel</source>
        <translation>केवल-CPU व्हील</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="131"/>
        <source>RTX 4090 24 GiB · driver with CUDA 12.4 · CUDA wheel</source>
        <translation>RTX 4090 24 GiB · CUDA 12.4 वाला ड्राइवर · CUDA व्हील</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="132"/>
        <source>M2 · macOS wheel (CPU + MPS)</source>
        <translation>M2 · macOS व्हील (CPU + MPS)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="133"/>
        <source>no NVIDIA GPU · %1</source>
        <translation>कोई NVIDIA GPU नहीं · %1</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="134"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="189"/>
        <source>This driver supports CUDA %1, and the current PyPI wheel (torch %2) is built for CUDA %3, which needs a CUDA 13 driver (r580 or newer). With it, is_available() prints False after a warning that the driver is too old, and every line that needs the GPU raises.</source>
        <translation>यह ड्राइवर CUDA %1 का समर्थन करता है, और मौजूदा PyPI व्हील (torch %2) CUDA %3 के लिए बना है, जिसे CUDA 13 वाला ड्राइवर चाहिए (r580 या नया)। इस ड्राइवर पर is_available() इस चेतावनी के बाद कि ड्राइवर बहुत पुराना है, False प्रिंट करता है, और GPU माँगने वाली हर लाइन त्रुटि देती है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="194"/>
        <source>Update the driver, or install a wheel built for CUDA 12 from the selector on pytorch.org.</source>
        <translation>ड्राइवर अपडेट करें, या pytorch.org के चयनकर्ता से CUDA 12 के लिए बना व्हील इंस्टॉल करें।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="201"/>
        <source>GPU Lab cannot tell: the NVIDIA driver is installed, but the probe found no usable device (%1). What PyTorch prints depends on why.</source>
        <translation>GPU Lab यह नहीं बता सकता: NVIDIA ड्राइवर इंस्टॉल है, पर जाँच में कोई उपयोग योग्य डिवाइस नहीं मिला (%1)। PyTorch क्या प्रिंट करेगा, यह कारण पर निर्भर है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="205"/>
        <source>Run the line yourself; the Device report panel shows what failed.</source>
        <translation>यह लाइन ख़ुद चलाएँ; डिवाइस रिपोर्ट पैनल दिखाता है कि क्या विफल हुआ।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="223"/>
        <source>GPU Lab cannot see which wheel is installed: %1 is what the current PyPI wheel (torch %2) prints; yours prints the CUDA version it was built with.</source>
        <translation>GPU Lab नहीं देख सकता कि कौन-सा व्हील इंस्टॉल है: मौजूदा PyPI व्हील (torch %2) %1 प्रिंट करता है; आपका व्हील वह CUDA संस्करण प्रिंट करेगा जिसके साथ वह बना था।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenario.cpp" line="23"/>
        <source>(prints nothing)</source>
        <translation>(कुछ प्रिंट नहीं होता)</translation>
    </message>
</context>
<context>
    <name>Dispatch/build</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="57"/>
        <source>Which PyTorch build is this?</source>
        <translation>यह कौन-सा PyTorch बिल्ड है?</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="58"/>
        <source>A CUDA wheel without a driver is not a CPU-only wheel: ask the build, not the hardware.</source>
        <translation>बिना ड्राइवर वाला CUDA व्हील केवल-CPU व्हील नहीं है: बिल्ड से पूछें, हार्डवेयर से नहीं।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="59"/>
        <source>The CUDA version this wheel was built against.</source>
        <translation>वह CUDA संस्करण जिसके लिए यह व्हील बनाया गया।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="60"/>
        <source>macOS wheels are built without CUDA.</source>
        <translation>macOS व्हील CUDA के बिना बनाए जाते हैं।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="61"/>
        <source>The CUDA wheel names the CUDA it was built with (pip installed that runtime alongside it) — whether or not a driver is there to use it.</source>
        <translation>CUDA व्हील वह CUDA बताता है जिसके साथ वह बना था (pip ने वह रनटाइम उसके साथ इंस्टॉल किया) — चाहे उसे चलाने के लिए ड्राइवर हो या न हो।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="62"/>
        <source>None is how a CPU-only wheel says it has no CUDA.</source>
        <translation>None वह तरीका है जिससे केवल-CPU व्हील बताता है कि उसमें CUDA नहीं है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="63"/>
        <source>Built with CUDA.</source>
        <translation>CUDA के साथ बना।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="64"/>
        <source>Built without CUDA.</source>
        <translation>CUDA के बिना बना।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="65"/>
        <source>Built with CUDA: the build says nothing about the driver.</source>
        <translation>CUDA के साथ बना: बिल्ड ड्राइवर के बारे में कुछ नहीं बताता।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="66"/>
        <source>Linux wheels have no Metal backend.</source>
        <translation>Linux व्हील में Metal बैकएंड नहीं होता।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="67"/>
        <source>macOS wheels include the Metal (MPS) backend.</source>
        <translation>macOS व्हील में Metal (MPS) बैकएंड होता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="68"/>
        <source>Built with CUDA, and the driver found a device.</source>
        <translation>CUDA के साथ बना, और ड्राइवर को एक डिवाइस मिला।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="69"/>
        <source>Built with CUDA, but no driver: is_available() is the question that checks both.</source>
        <translation>CUDA के साथ बना, पर ड्राइवर नहीं: is_available() वह सवाल है जो दोनों जाँचता है।</translation>
    </message>
</context>
<context>
    <name>Dispatch/mistakes</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="107"/>
        <source>Common mistakes, and the error each one raises</source>
        <translation>आम गलतियाँ, और हर एक से आने वाली त्रुटि</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="108"/>
        <source>Device bugs hide on the laptop and surface on the GPU. Each mistake with its real error and the corrected line.</source>
        <translation>डिवाइस की गड़बड़ियाँ लैपटॉप पर छिपी रहती हैं और GPU पर सामने आती हैं। हर गलती अपनी असली त्रुटि और सुधरी हुई लाइन के साथ।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="109"/>
        <source>A module moves in place: .to() changes its parameters and returns the same module.</source>
        <translation>मॉड्यूल अपनी जगह पर ही ले जाया जाता है: .to() उसके पैरामीटर बदलता है और वही मॉड्यूल लौटाता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="110"/>
        <source>Tensors are not moved in place: .to() returned a moved copy, which was thrown away.</source>
        <translation>टेंसर अपनी जगह पर नहीं ले जाए जाते: .to() ने एक ले जाई गई कॉपी लौटाई, जो फेंक दी गई।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="111"/>
        <source>Everything is on the CPU here, so the mistake stays invisible — until the script meets a GPU.</source>
        <translation>यहाँ सब कुछ CPU पर है, इसलिए गलती दिखती नहीं — जब तक स्क्रिप्ट किसी GPU पर न चले।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="112"/>
        <source>The model is on the GPU, the batch is not. This is the layer&apos;s own device check speaking; an elementwise operation with the same mix says &quot;found at least two devices, cuda:0 and cpu!&quot; instead.</source>
        <translation>मॉडल GPU पर है, बैच नहीं। यह लेयर की अपनी डिवाइस जाँच बोल रही है; इसी मिश्रण वाला elementwise ऑपरेशन इसके बजाय &quot;found at least two devices, cuda:0 and cpu!&quot; कहता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="113"/>
        <source>x = x.to(device)</source>
        <translation>x = x.to(device)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="114"/>
        <source>Assigned this time: x now names the copy on the GPU.</source>
        <translation>इस बार असाइन किया गया: अब x GPU पर मौजूद कॉपी को दर्शाता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="115"/>
        <source>Correct everywhere, and now also correct on a GPU.</source>
        <translation>हर जगह सही, और अब GPU पर भी सही।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="116"/>
        <source>NumPy can only read host memory; the device is checked before anything else.</source>
        <translation>NumPy केवल होस्ट मेमोरी पढ़ सकता है; डिवाइस की जाँच सबसे पहले होती है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="117"/>
        <source>out.detach().cpu().numpy()</source>
        <translation>out.detach().cpu().numpy()</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="118"/>
        <source>On the CPU the next check fails: out is part of the autograd graph.</source>
        <translation>CPU पर अगली जाँच विफल होती है: out, autograd ग्राफ़ का हिस्सा है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="119"/>
        <source>Detached from the graph, copied to the host, then handed to NumPy.</source>
        <translation>ग्राफ़ से अलग किया, होस्ट पर कॉपी किया, फिर NumPy को दिया।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="120"/>
        <source>The same line works everywhere: .cpu() of a CPU tensor is free.</source>
        <translation>यही लाइन हर जगह काम करती है: CPU टेंसर का .cpu() मुफ़्त है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="121"/>
        <source>The real pitfall: when the parameters are replaced instead of moved — a model re-created in a notebook cell, a conversion that makes new Parameter objects, an optimizer whose state was built before the move — the optimizer keeps updating tensors the model no longer uses. Nothing raises an error; the loss simply stops improving. Build the optimizer after model.to(device).</source>
        <translation>असली जाल: जब पैरामीटर ले जाने के बजाय बदल दिए जाते हैं — नोटबुक सेल में दोबारा बनाया गया मॉडल, नए Parameter ऑब्जेक्ट बनाने वाला रूपांतरण, ऐसा optimizer जिसकी स्टेट ले जाने से पहले बनी — तो optimizer उन टेंसरों को अपडेट करता रहता है जिन्हें मॉडल अब इस्तेमाल नहीं करता। कोई त्रुटि नहीं आती; loss बस सुधरना बंद कर देता है। optimizer को model.to(device) के बाद बनाएँ।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="122"/>
        <source>Harmless here: Module.to moved each Parameter&apos;s data in place, so the optimizer still holds the live parameters.</source>
        <translation>यहाँ हानिरहित: Module.to ने हर Parameter का डेटा उसी जगह ले जाया, इसलिए optimizer के पास अब भी सक्रिय पैरामीटर हैं।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="123"/>
        <source>Nothing moved; the order only matters once a GPU is involved.</source>
        <translation>कुछ भी नहीं ले जाया गया; क्रम तभी मायने रखता है जब GPU शामिल हो।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="124"/>
        <source>No error yet: the cost is memory. On a long run this ends in torch.OutOfMemoryError: CUDA out of memory.</source>
        <translation>अभी कोई त्रुटि नहीं: कीमत मेमोरी है। लंबे रन में इसका अंत torch.OutOfMemoryError: CUDA out of memory में होता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="125"/>
        <source>Each stored loss keeps its whole graph alive in VRAM, and the list grows every step until memory runs out.</source>
        <translation>हर सहेजा गया loss अपना पूरा ग्राफ़ VRAM में ज़िंदा रखता है, और सूची हर चरण में बढ़ती है जब तक मेमोरी ख़त्म न हो जाए।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="126"/>
        <source>The graphs pile up in RAM instead: slower to notice, same leak.</source>
        <translation>ग्राफ़ इसके बजाय RAM में जमा होते हैं: पता देर से चलता है, लीक वही है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="127"/>
        <source>.item() copies one number to the host and lets the graph go.</source>
        <translation>.item() एक संख्या होस्ट पर कॉपी करता है और ग्राफ़ को छोड़ देता है।</translation>
    </message>
</context>
<context>
    <name>Dispatch/move</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="95"/>
        <source>Moving the model and every batch</source>
        <translation>मॉडल और हर बैच को ले जाना</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="96"/>
        <source>model.to(device) once, each batch inside the loop, and checkpoints with map_location.</source>
        <translation>model.to(device) एक बार, हर बैच लूप के अंदर, और चेकपॉइंट map_location के साथ।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="97"/>
        <source>Chosen once, at the top; everything below uses the variable.</source>
        <translation>एक बार, सबसे ऊपर चुना गया; नीचे सब कुछ इसी वेरिएबल का उपयोग करता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="98"/>
        <source>The model moves once, then the optimizer is built from the moved parameters.</source>
        <translation>मॉडल एक बार ले जाया जाता है, फिर optimizer ले जाए गए पैरामीटरों से बनता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="99"/>
        <source>Every batch comes off the loader on the CPU and is copied to the GPU inside the loop.</source>
        <translation>हर बैच loader से CPU पर आता है और लूप के अंदर GPU पर कॉपी होता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="100"/>
        <source>On the CPU .to(device) returns the same tensor: free, and the code stays portable.</source>
        <translation>CPU पर .to(device) वही टेंसर लौटाता है: मुफ़्त, और कोड पोर्टेबल रहता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="101"/>
        <source>The checkpoint was written on the workstation with torch.save(model.state_dict(), &quot;model.pt&quot;).</source>
        <translation>चेकपॉइंट वर्कस्टेशन पर torch.save(model.state_dict(), &quot;model.pt&quot;) से लिखा गया था।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="102"/>
        <source>This checkpoint was saved on this GPU, so its tensors load straight back onto cuda:0.</source>
        <translation>यह चेकपॉइंट इसी GPU पर सहेजा गया था, इसलिए इसके टेंसर सीधे cuda:0 पर लोड होते हैं।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="103"/>
        <source>The file remembers that its tensors lived on cuda:0, and this machine has no CUDA.</source>
        <translation>फ़ाइल याद रखती है कि उसके टेंसर cuda:0 पर थे, और इस मशीन पर CUDA नहीं है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="104"/>
        <source>state = torch.load(&quot;model.pt&quot;, map_location=device)</source>
        <translation>state = torch.load(&quot;model.pt&quot;, map_location=device)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="105"/>
        <source>map_location moves every stored tensor to the chosen device while loading.</source>
        <translation>map_location लोड करते समय हर सहेजे गए टेंसर को चुने गए डिवाइस पर ले जाता है।</translation>
    </message>
</context>
<context>
    <name>Dispatch/pick</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="71"/>
        <source>Pick the device: cuda, then mps, then cpu</source>
        <translation>डिवाइस चुनें: cuda, फिर mps, फिर cpu</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="72"/>
        <source>A three-way pick_device() and the newer torch.accelerator one-liner, on every machine.</source>
        <translation>तीन-तरफ़ा pick_device() और नया torch.accelerator वन-लाइनर, हर मशीन पर।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="73"/>
        <source>Defining a function runs none of it.</source>
        <translation>फ़ंक्शन परिभाषित करने से उसका कुछ भी नहीं चलता।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="74"/>
        <source>CUDA is asked first and answers.</source>
        <translation>पहले CUDA से पूछा जाता है और वह जवाब देता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="75"/>
        <source>No CUDA, but Metal answers: unlike the two-way idiom, the Mac&apos;s GPU is used.</source>
        <translation>CUDA नहीं, पर Metal जवाब देता है: दो-तरफ़ा तरीके के विपरीत, Mac का GPU इस्तेमाल होता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="76"/>
        <source>No driver means no CUDA, and Linux has no MPS: the CPU.</source>
        <translation>ड्राइवर नहीं तो CUDA नहीं, और Linux पर MPS नहीं: CPU।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="77"/>
        <source>Neither backend is built in: the CPU.</source>
        <translation>दोनों में से कोई बैकएंड शामिल नहीं: CPU।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="78"/>
        <source>The torch.accelerator module arrived in PyTorch 2.6 (older versions raise AttributeError). Since 2.7 current_accelerator() reports the accelerator the wheel was built for, and the check_available=True argument, also new in 2.7, adds the runtime check.</source>
        <translation>torch.accelerator मॉड्यूल PyTorch 2.6 में आया (पुराने संस्करण AttributeError देते हैं)। 2.7 से current_accelerator() वह एक्सेलेरेटर बताता है जिसके लिए व्हील बना है, और check_available=True आर्गुमेंट, जो 2.7 में ही नया है, रनटाइम जाँच जोड़ता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="79"/>
        <source>The accelerator this wheel was built for.</source>
        <translation>वह एक्सेलेरेटर जिसके लिए यह व्हील बना है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="80"/>
        <source>The macOS wheel&apos;s accelerator is MPS.</source>
        <translation>macOS व्हील का एक्सेलेरेटर MPS है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="81"/>
        <source>It reports the build, not the hardware: a CUDA wheel says cuda even with no driver.</source>
        <translation>यह बिल्ड बताता है, हार्डवेयर नहीं: CUDA व्हील बिना ड्राइवर के भी cuda कहता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="82"/>
        <source>A CPU-only wheel has no accelerator, so the answer is None.</source>
        <translation>केवल-CPU व्हील में कोई एक्सेलेरेटर नहीं, इसलिए जवाब None है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="83"/>
        <source>Built for CUDA and a device answers.</source>
        <translation>CUDA के लिए बना और एक डिवाइस जवाब देता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="84"/>
        <source>Built for MPS and Metal answers.</source>
        <translation>MPS के लिए बना और Metal जवाब देता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="85"/>
        <source>With the runtime check a CUDA wheel without a driver reports no accelerator.</source>
        <translation>रनटाइम जाँच के साथ, बिना ड्राइवर वाला CUDA व्हील कोई एक्सेलेरेटर नहीं बताता।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="86"/>
        <source>No accelerator was built in.</source>
        <translation>कोई एक्सेलेरेटर शामिल नहीं किया गया।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="87"/>
        <source>is_available() checked the runtime, so the accelerator is usable.</source>
        <translation>is_available() ने रनटाइम जाँचा, इसलिए एक्सेलेरेटर उपयोग योग्य है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="88"/>
        <source>The one-liner picks Metal on a Mac, like pick_device().</source>
        <translation>वन-लाइनर Mac पर Metal चुनता है, pick_device() की तरह।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="89"/>
        <source>is_available() is False without a driver, so .type is never reached.</source>
        <translation>ड्राइवर के बिना is_available() False है, इसलिए .type तक पहुँचा ही नहीं जाता।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="90"/>
        <source>No accelerator: the else branch.</source>
        <translation>कोई एक्सेलेरेटर नहीं: else शाखा।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="91"/>
        <source>Created straight on the GPU: no copy from the CPU.</source>
        <translation>सीधे GPU पर बनाया गया: CPU से कोई कॉपी नहीं।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="92"/>
        <source>Created in the Mac&apos;s unified memory, for the GPU.</source>
        <translation>Mac की यूनिफ़ाइड मेमोरी में, GPU के लिए बनाया गया।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="93"/>
        <source>CPU tensors print without a device.</source>
        <translation>CPU टेंसर बिना डिवाइस के प्रिंट होते हैं।</translation>
    </message>
</context>
<context>
    <name>Dispatch/probe</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="15"/>
        <source>The eight-line probe</source>
        <translation>आठ लाइनों की जाँच</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="16"/>
        <source>The checks to run on any new machine, one line at a time.</source>
        <translation>किसी भी नई मशीन पर चलाने वाली जाँचें, एक बार में एक लाइन।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="17"/>
        <source>The &apos;CUDA Version&apos; nvidia-smi prints is the newest CUDA the driver can run, not a toolkit that is installed. PyTorch wheels bring their own CUDA runtime; they only need a driver that is new enough.</source>
        <translation>nvidia-smi जो &apos;CUDA Version&apos; प्रिंट करता है, वह ड्राइवर द्वारा चलाया जा सकने वाला सबसे नया CUDA है, कोई इंस्टॉल किया हुआ टूलकिट नहीं। PyTorch व्हील अपना CUDA रनटाइम लाते हैं; उन्हें बस पर्याप्त नया ड्राइवर चाहिए।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="18"/>
        <source>The driver answers: its version, the newest CUDA it supports (top right), the card and its memory.</source>
        <translation>ड्राइवर जवाब देता है: उसका संस्करण, उसके द्वारा समर्थित सबसे नया CUDA (ऊपर दाएँ), कार्ड और उसकी मेमोरी।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="19"/>
        <source>nvidia-smi is installed with the NVIDIA driver, and a Mac has no NVIDIA driver (zsh is the macOS shell).</source>
        <translation>nvidia-smi NVIDIA ड्राइवर के साथ इंस्टॉल होता है, और Mac पर NVIDIA ड्राइवर नहीं होता (zsh macOS का शेल है)।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="20"/>
        <source>Nothing to install: on Apple Silicon the GPU is reached through MPS, not CUDA.</source>
        <translation>कुछ इंस्टॉल नहीं करना: Apple Silicon पर GPU तक MPS से पहुँचते हैं, CUDA से नहीं।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="21"/>
        <source>No NVIDIA driver, so no nvidia-smi: the command ships with the driver. (Ubuntu may add a hint to install nvidia-utils.)</source>
        <translation>NVIDIA ड्राइवर नहीं, इसलिए nvidia-smi नहीं: यह कमांड ड्राइवर के साथ आती है। (Ubuntu nvidia-utils इंस्टॉल करने का सुझाव दे सकता है।)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="22"/>
        <source>With an NVIDIA card: install the driver and reboot. Without one: train on the CPU or on a hosted GPU.</source>
        <translation>NVIDIA कार्ड हो तो: ड्राइवर इंस्टॉल करें और रीबूट करें। न हो तो: CPU पर या होस्टेड GPU पर ट्रेन करें।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="23"/>
        <source>The driver answered and reported one CUDA device.</source>
        <translation>ड्राइवर ने जवाब दिया और एक CUDA डिवाइस बताया।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="24"/>
        <source>macOS wheels contain no CUDA at all; the Mac&apos;s GPU is reached through MPS.</source>
        <translation>macOS व्हील में CUDA बिल्कुल नहीं होता; Mac के GPU तक MPS से पहुँचते हैं।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="25"/>
        <source>The wheel has CUDA inside, but without a driver PyTorch counts zero devices — quietly, without a warning.</source>
        <translation>व्हील में CUDA है, पर ड्राइवर के बिना PyTorch शून्य डिवाइस गिनता है — चुपचाप, बिना चेतावनी के।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="26"/>
        <source>A CPU-only wheel has no CUDA code, so the answer is False on any hardware.</source>
        <translation>केवल-CPU व्हील में CUDA कोड नहीं होता, इसलिए किसी भी हार्डवेयर पर जवाब False है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="27"/>
        <source>Wording shifts between PyTorch versions: older releases raised the no-driver message as an AssertionError, newer ones as a RuntimeError from torch._C._cuda_init.</source>
        <translation>PyTorch संस्करणों के बीच शब्द बदलते हैं: पुराने रिलीज़ बिना-ड्राइवर संदेश AssertionError के रूप में देते थे, नए torch._C._cuda_init से RuntimeError के रूप में।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="28"/>
        <source>torch.version.cuda is the CUDA the wheel was built with; the name comes from the driver.</source>
        <translation>torch.version.cuda वह CUDA है जिसके साथ व्हील बना; नाम ड्राइवर से आता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="29"/>
        <source>The arguments are evaluated first: torch.version.cuda is None, then get_device_name(0) fails, so nothing is printed.</source>
        <translation>आर्गुमेंट पहले मूल्यांकित होते हैं: torch.version.cuda None है, फिर get_device_name(0) विफल होता है, इसलिए कुछ प्रिंट नहीं होता।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="30"/>
        <source>Ask first: only call it when torch.cuda.is_available() is True.</source>
        <translation>पहले पूछें: इसे तभी कॉल करें जब torch.cuda.is_available() True हो।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="31"/>
        <source>torch.version.cuda alone would print the wheel&apos;s CUDA version, but naming device 0 starts CUDA, and that needs the driver.</source>
        <translation>केवल torch.version.cuda व्हील का CUDA संस्करण प्रिंट कर देता, पर डिवाइस 0 का नाम पूछने से CUDA शुरू होता है, जिसके लिए ड्राइवर चाहिए।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="32"/>
        <source>Install the NVIDIA driver, or only call it when torch.cuda.is_available() is True.</source>
        <translation>NVIDIA ड्राइवर इंस्टॉल करें, या इसे तभी कॉल करें जब torch.cuda.is_available() True हो।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="33"/>
        <source>torch.version.cuda is None in a CPU-only wheel, and get_device_name(0) fails before print runs.</source>
        <translation>केवल-CPU व्हील में torch.version.cuda None है, और print चलने से पहले get_device_name(0) विफल हो जाता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="34"/>
        <source>On a machine with an NVIDIA card install the CUDA wheel; elsewhere ask torch.cuda.is_available() first.</source>
        <translation>NVIDIA कार्ड वाली मशीन पर CUDA व्हील इंस्टॉल करें; बाकी जगह पहले torch.cuda.is_available() से पूछें।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="35"/>
        <source>MPS is Apple&apos;s Metal backend; Linux wheels are built without it.</source>
        <translation>MPS Apple का Metal बैकएंड है; Linux व्हील इसके बिना बनते हैं।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="36"/>
        <source>An M-series Mac with a recent macOS and PyTorch has the Metal (MPS) backend.</source>
        <translation>हाल के macOS और PyTorch वाले M-सीरीज़ Mac में Metal (MPS) बैकएंड होता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="37"/>
        <source>MPS exists only in macOS wheels.</source>
        <translation>MPS केवल macOS व्हील में होता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="38"/>
        <source>total_memory is in bytes; ÷ 1e9 gives decimal GB, more than the GiB on the box (24 GiB = 25.8 GB).</source>
        <translation>total_memory बाइट में है; ÷ 1e9 से दशमलव GB मिलते हैं, जो डिब्बे पर लिखे GiB से ज़्यादा हैं (24 GiB = 25.8 GB)।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="39"/>
        <source>There is no CUDA device to describe in a macOS wheel.</source>
        <translation>macOS व्हील में वर्णन करने के लिए कोई CUDA डिवाइस नहीं है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="40"/>
        <source>Reading device properties starts CUDA, which needs the NVIDIA driver.</source>
        <translation>डिवाइस के गुण पढ़ने से CUDA शुरू होता है, जिसके लिए NVIDIA ड्राइवर चाहिए।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="41"/>
        <source>A CPU-only wheel cannot describe a CUDA device, present or not.</source>
        <translation>केवल-CPU व्हील किसी CUDA डिवाइस का वर्णन नहीं कर सकता, चाहे वह मौजूद हो या नहीं।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="42"/>
        <source>CUDA is available, so the idiom picks it.</source>
        <translation>CUDA उपलब्ध है, इसलिए यह तरीका उसे चुनता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="43"/>
        <source>The idiom asks only about CUDA: the Mac&apos;s GPU is opt-in, through torch.backends.mps.is_available().</source>
        <translation>यह तरीका सिर्फ़ CUDA के बारे में पूछता है: Mac का GPU अपने आप नहीं चुना जाता, torch.backends.mps.is_available() से चुनना पड़ता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="44"/>
        <source>No driver, no CUDA device: the idiom falls back to the CPU and the script keeps running.</source>
        <translation>ड्राइवर नहीं, CUDA डिवाइस नहीं: यह तरीका CPU पर लौट आता है और स्क्रिप्ट चलती रहती है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="45"/>
        <source>A CPU-only wheel never has CUDA: the idiom falls back to the CPU.</source>
        <translation>केवल-CPU व्हील में कभी CUDA नहीं होता: यह तरीका CPU पर लौट आता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="46"/>
        <source>&quot;cuda&quot; means the current CUDA device, which is index 0.</source>
        <translation>&quot;cuda&quot; का अर्थ है वर्तमान CUDA डिवाइस, यानी इंडेक्स 0।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="47"/>
        <source>The string &quot;cuda&quot; is hard-coded, and this build has no CUDA.</source>
        <translation>स्ट्रिंग &quot;cuda&quot; कोड में सीधे लिखी है, और इस बिल्ड में CUDA नहीं है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="48"/>
        <source>Move to the device the idiom picked: .to(device).</source>
        <translation>उस डिवाइस पर ले जाएँ जो इस तरीके ने चुना: .to(device)।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="49"/>
        <source>Moving a tensor to &quot;cuda&quot; starts CUDA, which needs the NVIDIA driver.</source>
        <translation>टेंसर को &quot;cuda&quot; पर ले जाने से CUDA शुरू होता है, जिसके लिए NVIDIA ड्राइवर चाहिए।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="50"/>
        <source>A CPU-only wheel cannot create CUDA tensors.</source>
        <translation>केवल-CPU व्हील CUDA टेंसर नहीं बना सकता।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="51"/>
        <source>synchronize() waits for all queued GPU work, so the print really comes after the kernel.</source>
        <translation>synchronize() कतार में लगे सारे GPU काम की प्रतीक्षा करता है, इसलिए print सच में kernel के बाद आता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="52"/>
        <source>A CUDA barrier in a build without CUDA.</source>
        <translation>बिना CUDA वाले बिल्ड में CUDA बैरियर।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="53"/>
        <source>On a Mac wait with torch.mps.synchronize(); on the CPU nothing is needed.</source>
        <translation>Mac पर torch.mps.synchronize() से प्रतीक्षा करें; CPU पर कुछ ज़रूरी नहीं।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="54"/>
        <source>The barrier starts CUDA, which needs the NVIDIA driver.</source>
        <translation>बैरियर CUDA शुरू करता है, जिसके लिए NVIDIA ड्राइवर चाहिए।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="55"/>
        <source>Synchronize only the backend you picked: skip it on the CPU.</source>
        <translation>केवल चुने गए बैकएंड को सिंक्रोनाइज़ करें: CPU पर इसे छोड़ दें।</translation>
    </message>
</context>
<context>
    <name>Dispatch/sync</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="129"/>
        <source>Synchronize, per backend</source>
        <translation>सिंक्रोनाइज़, हर बैकएंड के अनुसार</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="130"/>
        <source>A GPU call only queues its work, so a timer needs a wait: the barrier that matches the backend you picked.</source>
        <translation>GPU कॉल केवल अपना काम कतार में लगाती है, इसलिए टाइमर को प्रतीक्षा चाहिए: वह बैरियर जो आपके चुने बैकएंड से मेल खाए।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="131"/>
        <source>CUDA first.</source>
        <translation>पहले CUDA।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="132"/>
        <source>Metal when there is no CUDA.</source>
        <translation>CUDA न हो तो Metal।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="133"/>
        <source>Neither: the CPU.</source>
        <translation>दोनों नहीं: CPU।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="134"/>
        <source>The multiply was queued on the GPU; Python has control back before it finishes.</source>
        <translation>गुणा GPU पर कतार में लगा; उसके पूरा होने से पहले ही नियंत्रण Python के पास लौट आता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="135"/>
        <source>Queued for the Mac&apos;s GPU through Metal; Python continues at once.</source>
        <translation>Metal के ज़रिए Mac के GPU के लिए कतार में लगा; Python तुरंत आगे बढ़ता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="136"/>
        <source>On the CPU the call returns when the multiply is done.</source>
        <translation>CPU पर कॉल तब लौटती है जब गुणा पूरा हो जाता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="137"/>
        <source>Waits until the GPU has finished the multiply.</source>
        <translation>GPU के गुणा पूरा करने तक प्रतीक्षा करता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="138"/>
        <source>The habit copied from a CUDA tutorial fails on a Mac.</source>
        <translation>CUDA ट्यूटोरियल से ली गई आदत Mac पर विफल होती है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="139"/>
        <source>if device.type == &quot;mps&quot;: torch.mps.synchronize()</source>
        <translation>if device.type == &quot;mps&quot;: torch.mps.synchronize()</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="140"/>
        <source>A CUDA barrier starts CUDA, which needs the driver.</source>
        <translation>CUDA बैरियर CUDA शुरू करता है, जिसके लिए ड्राइवर चाहिए।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="141"/>
        <source>if device.type == &quot;cuda&quot;: torch.cuda.synchronize()</source>
        <translation>if device.type == &quot;cuda&quot;: torch.cuda.synchronize()</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="142"/>
        <source>A CUDA barrier in a build without CUDA.</source>
        <translation>बिना CUDA वाले बिल्ड में CUDA बैरियर।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="143"/>
        <source>The CUDA barrier, only where CUDA is the device.</source>
        <translation>CUDA बैरियर, केवल वहाँ जहाँ डिवाइस CUDA है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="144"/>
        <source>Skipped: the device is mps.</source>
        <translation>छोड़ा गया: डिवाइस mps है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="145"/>
        <source>Skipped: the CPU needs no barrier.</source>
        <translation>छोड़ा गया: CPU को बैरियर की ज़रूरत नहीं।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="146"/>
        <source>Skipped: the device is cuda.</source>
        <translation>छोड़ा गया: डिवाइस cuda है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="147"/>
        <source>Waits until Metal has finished the multiply.</source>
        <translation>Metal के गुणा पूरा करने तक प्रतीक्षा करता है।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="148"/>
        <source>.item() copies a number to the host, so it waits for the multiply too — a hidden synchronize.</source>
        <translation>.item() एक संख्या होस्ट पर कॉपी करता है, इसलिए वह भी गुणा की प्रतीक्षा करता है — एक छिपा हुआ synchronize।</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="149"/>
        <source>On the CPU the value was ready when the multiply returned.</source>
        <translation>CPU पर मान उसी समय तैयार था जब गुणा लौटा।</translation>
    </message>
</context>
<context>
    <name>DispatchLabState</name>
    <message>
        <location filename="../core/dispatch/dispatchlabstate.cpp" line="82"/>
        <source>it names a scenario this lab does not have (&quot;%1&quot;)</source>
        <translation>यह ऐसे परिदृश्य का नाम देता है जो इस लैब में नहीं है (&quot;%1&quot;)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/dispatchlabstate.cpp" line="143"/>
        <source>this lab has no scenarios</source>
        <translation>इस लैब में कोई परिदृश्य नहीं है</translation>
    </message>
    <message>
        <location filename="../core/dispatch/dispatchlabstate.cpp" line="149"/>
        <source>Scenario</source>
        <translation>परिदृश्य</translation>
    </message>
    <message>
        <location filename="../core/dispatch/dispatchlabstate.cpp" line="150"/>
        <source>Line</source>
        <translation>पंक्ति</translation>
    </message>
    <message>
        <location filename="../core/dispatch/dispatchlabstate.cpp" line="151"/>
        <source>%1 of %2</source>
        <translation>%2 में से %1</translation>
    </message>
    <message>
        <location filename="../core/dispatch/dispatchlabstate.cpp" line="152"/>
        <source>Laptop&apos;s PyTorch</source>
        <translation>लैपटॉप का PyTorch</translation>
    </message>
    <message>
        <location filename="../core/dispatch/dispatchlabstate.cpp" line="159"/>
        <source>Line %1</source>
        <translation>पंक्ति %1</translation>
    </message>
</context>
<context>
    <name>DispatchLoader</name>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="29"/>
        <source>line %1, column %2</source>
        <translation>लाइन %1, कॉलम %2</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="35"/>
        <source>line %1 (%2)</source>
        <translation>लाइन %1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="48"/>
        <source>needs exactly one of &quot;output&quot; or &quot;error&quot; (or &quot;same_as&quot;)</source>
        <translation>&quot;output&quot; या &quot;error&quot; (या &quot;same_as&quot;) में से ठीक एक चाहिए</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="53"/>
        <source>&quot;output&quot; must be a string</source>
        <translation>&quot;output&quot; एक स्ट्रिंग होनी चाहिए</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="59"/>
        <source>a long or multi-line output needs a short &quot;label&quot; for the quiz</source>
        <translation>लंबे या बहु-पंक्ति आउटपुट को क्विज़ के लिए छोटा &quot;label&quot; चाहिए</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="68"/>
        <source>an error needs a &quot;message&quot;</source>
        <translation>त्रुटि को &quot;message&quot; चाहिए</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="72"/>
        <source>a Python error needs its exception &quot;type&quot;</source>
        <translation>Python त्रुटि को अपने exception का &quot;type&quot; चाहिए</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="76"/>
        <source>an error needs a &quot;fix&quot;</source>
        <translation>त्रुटि को &quot;fix&quot; चाहिए</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="81"/>
        <source>needs a one-line &quot;why&quot;</source>
        <translation>एक-पंक्ति का &quot;why&quot; चाहिए</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="90"/>
        <source>line %1 is not an object</source>
        <translation>लाइन %1 ऑब्जेक्ट नहीं है</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="94"/>
        <source>line %1 has no &quot;code&quot;</source>
        <translation>लाइन %1 में &quot;code&quot; नहीं है</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="101"/>
        <source>%1: unknown kind &quot;%2&quot; (shell or python)</source>
        <translation>%1: अज्ञात प्रकार &quot;%2&quot; (shell या python)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="108"/>
        <source>%1: unknown machine &quot;%2&quot; (expected %3)</source>
        <translation>%1: अज्ञात मशीन &quot;%2&quot; (अपेक्षित %3)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="113"/>
        <source>%1: no output or error for machine &quot;%2&quot;</source>
        <translation>%1: मशीन &quot;%2&quot; के लिए कोई आउटपुट या त्रुटि नहीं</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="120"/>
        <source>%1, machine &quot;%2&quot;: %3</source>
        <translation>%1, मशीन &quot;%2&quot;: %3</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="129"/>
        <source>%1, machine &quot;%2&quot;: &quot;same_as&quot; must name a machine with its own outcome, not &quot;%3&quot;</source>
        <translation>%1, मशीन &quot;%2&quot;: &quot;same_as&quot; को अपने परिणाम वाली मशीन का नाम देना चाहिए, &quot;%3&quot; नहीं</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="155"/>
        <source>not valid JSON at %1: %2</source>
        <translation>%1 पर मान्य JSON नहीं: %2</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="157"/>
        <source>the top level must be an object</source>
        <translation>सबसे ऊपरी स्तर एक ऑब्जेक्ट होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="165"/>
        <source>no &quot;id&quot;</source>
        <translation>&quot;id&quot; नहीं है</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="167"/>
        <source>no &quot;title&quot;</source>
        <translation>&quot;title&quot; नहीं है</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="170"/>
        <source>no &quot;lines&quot; (a scenario needs at least one)</source>
        <translation>&quot;lines&quot; नहीं है (परिदृश्य में कम से कम एक चाहिए)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="186"/>
        <source>%1: no scenario files found</source>
        <translation>%1: कोई परिदृश्य फ़ाइल नहीं मिली</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="201"/>
        <source>%1: the id &quot;%2&quot; is used by another file</source>
        <translation>%1: id &quot;%2&quot; पहले से दूसरी फ़ाइल में इस्तेमाल हो रही है</translation>
    </message>
</context>
<context>
    <name>KernelText</name>
    <message>
        <location filename="../core/kerneltext.cpp" line="15"/>
        <source>AVX-512 FMA loop</source>
        <translation>AVX-512 FMA लूप</translation>
    </message>
    <message>
        <location filename="../core/kerneltext.cpp" line="16"/>
        <source>AVX2 FMA loop</source>
        <translation>AVX2 FMA लूप</translation>
    </message>
    <message>
        <location filename="../core/kerneltext.cpp" line="17"/>
        <source>scalar loop</source>
        <translation>स्केलर लूप</translation>
    </message>
    <message>
        <location filename="../core/kerneltext.cpp" line="18"/>
        <source>AVX512-BF16 vdpbf16ps loop</source>
        <translation>AVX512-BF16 vdpbf16ps लूप</translation>
    </message>
    <message>
        <location filename="../core/kerneltext.cpp" line="41"/>
        <source>measured: %1, 1 thread</source>
        <translation>मापा गया: %1, 1 थ्रेड</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/kerneltext.cpp" line="42"/>
        <source>measured: %1, %n threads</source>
        <translation>
            <numerusform>मापा गया: %1, %n थ्रेड</numerusform>
            <numerusform>मापा गया: %1, %n थ्रेड</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/kerneltext.cpp" line="48"/>
        <source>STREAM triad a = b + s*c, 3 arrays x %1 MiB, 1 thread</source>
        <translation>STREAM triad a = b + s*c, 3 ऐरे × %1 MiB, 1 थ्रेड</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/kerneltext.cpp" line="49"/>
        <source>STREAM triad a = b + s*c, 3 arrays x %1 MiB, %n threads</source>
        <translation>
            <numerusform>STREAM triad a = b + s*c, 3 ऐरे × %1 MiB, %n थ्रेड</numerusform>
            <numerusform>STREAM triad a = b + s*c, 3 ऐरे × %1 MiB, %n थ्रेड</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabState</name>
    <message>
        <location filename="../core/labstate.cpp" line="35"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="36"/>
        <source>true or false</source>
        <translation>true या false</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="37"/>
        <source>a number</source>
        <translation>एक संख्या</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="38"/>
        <source>text</source>
        <translation>टेक्स्ट</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="39"/>
        <source>a list</source>
        <translation>एक सूची</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="40"/>
        <source>an object</source>
        <translation>एक ऑब्जेक्ट</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="43"/>
        <source>nothing</source>
        <translation>कुछ नहीं</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="48"/>
        <source>it names a lab this GPU Lab does not have (&quot;%1&quot;; it has %2)</source>
        <translation>यह ऐसी लैब का नाम देती है जो इस GPU Lab में नहीं है (&quot;%1&quot;; उपलब्ध: %2)</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="57"/>
        <source>the file is empty, so it holds no lab state</source>
        <translation>फ़ाइल खाली है, इसलिए इसमें कोई लैब स्थिति नहीं है</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="61"/>
        <source>it is not a lab state: not valid JSON at byte %1 (%2), perhaps cut short</source>
        <translation>यह लैब स्थिति नहीं है: बाइट %1 पर JSON मान्य नहीं है (%2), शायद फ़ाइल अधूरी है</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="65"/>
        <source>it is not a lab state: the JSON is not an object</source>
        <translation>यह लैब स्थिति नहीं है: JSON एक ऑब्जेक्ट नहीं है</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="70"/>
        <source>it is not a GPU Lab lab state (its &quot;format&quot; is not &quot;%1&quot;)</source>
        <translation>यह GPU Lab की लैब स्थिति नहीं है (इसका &quot;format&quot; &quot;%1&quot; नहीं है)</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="78"/>
        <source>its &quot;version&quot; is not a whole number of %1 or more</source>
        <translation>इसका &quot;version&quot; %1 या उससे बड़ी पूर्ण संख्या नहीं है</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="80"/>
        <source>it was made by a newer GPU Lab (version %1); this one reads version %2</source>
        <translation>इसे GPU Lab के नए संस्करण (संस्करण %1) ने बनाया है; यह संस्करण %2 पढ़ता है</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="89"/>
        <source>it has a field &quot;%1&quot; that version %2 does not have</source>
        <translation>इसमें &quot;%1&quot; फ़ील्ड है, जो संस्करण %2 में नहीं है</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="97"/>
        <source>its &quot;lab&quot; should be text but is %1</source>
        <translation>इसका &quot;lab&quot; टेक्स्ट होना चाहिए, पर यह %1 है</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="106"/>
        <source>it has both &quot;state&quot; and &quot;labs&quot;; a lab state has one or the other</source>
        <translation>इसमें &quot;state&quot; और &quot;labs&quot; दोनों हैं; लैब स्थिति में इनमें से केवल एक होता है</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="109"/>
        <source>it has a &quot;state&quot; but no &quot;lab&quot; saying which lab it belongs to</source>
        <translation>इसमें &quot;state&quot; है, पर कोई &quot;lab&quot; नहीं जो बताए कि यह किस लैब का है</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="111"/>
        <source>its &quot;state&quot; should be an object but is %1</source>
        <translation>इसका &quot;state&quot; एक ऑब्जेक्ट होना चाहिए, पर यह %1 है</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="115"/>
        <source>its &quot;labs&quot; should be an object but is %1</source>
        <translation>इसका &quot;labs&quot; एक ऑब्जेक्ट होना चाहिए, पर यह %1 है</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="121"/>
        <source>the state of the %1 lab should be an object but is %2</source>
        <translation>%1 लैब की स्थिति एक ऑब्जेक्ट होनी चाहिए, पर यह %2 है</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="126"/>
        <source>its &quot;lab&quot; is %1, but &quot;labs&quot; holds no state for it</source>
        <translation>इसका &quot;lab&quot; %1 है, पर &quot;labs&quot; में उसकी कोई स्थिति नहीं है</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="128"/>
        <source>it holds no state (neither &quot;state&quot; nor &quot;labs&quot;)</source>
        <translation>इसमें कोई स्थिति नहीं है (न &quot;state&quot; है, न &quot;labs&quot;)</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="131"/>
        <source>its &quot;labs&quot; is empty, so it holds no state</source>
        <translation>इसका &quot;labs&quot; खाली है, इसलिए इसमें कोई स्थिति नहीं है</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="138"/>
        <source>the %1 lab&apos;s state (version %2) cannot be read: %3</source>
        <translation>%1 लैब की स्थिति (संस्करण %2) पढ़ी नहीं जा सकती: %3</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="154"/>
        <source>no file name given</source>
        <translation>कोई फ़ाइल नाम नहीं दिया गया</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="159"/>
        <source>cannot be read (no such file)</source>
        <translation>पढ़ा नहीं जा सकता (ऐसी कोई फ़ाइल नहीं)</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="161"/>
        <source>cannot be read (not a regular file)</source>
        <translation>पढ़ा नहीं जा सकता (सामान्य फ़ाइल नहीं है)</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="163"/>
        <source>cannot be read (larger than %1 MiB, the limit for a lab state file)</source>
        <translation>पढ़ा नहीं जा सकता (%1 MiB से बड़ी है, जो लैब स्थिति फ़ाइल की सीमा है)</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="170"/>
        <source>cannot be read (%1)</source>
        <translation>पढ़ा नहीं जा सकता (%1)</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="201"/>
        <source>cannot be written (%1)</source>
        <translation>लिखा नहीं जा सकता (%1)</translation>
    </message>
    <message>
        <location filename="../core/labstatereader.cpp" line="42"/>
        <location filename="../core/labstatereader.cpp" line="59"/>
        <source>its &quot;%1&quot; is outside %2 to %3</source>
        <translation>इसका &quot;%1&quot; %2 से %3 की सीमा से बाहर है</translation>
    </message>
    <message>
        <location filename="../core/labstatereader.cpp" line="55"/>
        <source>its &quot;%1&quot; should be a whole number</source>
        <translation>इसका &quot;%1&quot; पूर्ण संख्या होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/labstatereader.cpp" line="38"/>
        <source>its &quot;%1&quot; should be a number</source>
        <translation>इसका &quot;%1&quot; एक संख्या होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/labstatereader.cpp" line="70"/>
        <source>its &quot;%1&quot; should be true or false</source>
        <translation>इसका &quot;%1&quot; true या false होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/labstatereader.cpp" line="83"/>
        <source>its &quot;%1&quot; should be one of %2</source>
        <translation>इसका &quot;%1&quot; इनमें से एक होना चाहिए: %2</translation>
    </message>
    <message>
        <location filename="../core/labstatereader.cpp" line="94"/>
        <source>its &quot;%1&quot; should be text</source>
        <translation>इसका &quot;%1&quot; टेक्स्ट होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/labstatereader.cpp" line="102"/>
        <source>it has a setting &quot;%1&quot; that this lab does not have</source>
        <translation>इसमें &quot;%1&quot; सेटिंग है, जो इस लैब में नहीं है</translation>
    </message>
    <message>
        <location filename="../core/labcodec.cpp" line="62"/>
        <source>there is no %1 lab</source>
        <translation>कोई %1 लैब नहीं है</translation>
    </message>
    <message>
        <location filename="../core/labcodec.cpp" line="72"/>
        <source>this lab keeps no settings</source>
        <translation>यह लैब कोई सेटिंग नहीं रखती</translation>
    </message>
</context>
<context>
    <name>Labs</name>
    <message>
        <location filename="../labs/labregistry.cpp" line="29"/>
        <source>Device report</source>
        <translation>डिवाइस रिपोर्ट</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="30"/>
        <source>Verify your GPU: what nvidia-smi would say</source>
        <translation>अपना GPU सत्यापित करें: nvidia-smi क्या कहेगा</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="32"/>
        <source>Throughput race</source>
        <translation>थ्रूपुट दौड़</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="33"/>
        <source>CPU cores against GPU lanes on one matmul, simulated and measured</source>
        <translation>एक matmul पर CPU कोर बनाम GPU लेन, सिम्युलेटेड और मापा गया</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="35"/>
        <source>VRAM planner</source>
        <translation>VRAM प्लानर</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="36"/>
        <source>Will it run, will it train: memory against the cards</source>
        <translation>चलेगा या नहीं, ट्रेन होगा या नहीं: मेमोरी बनाम कार्ड</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="38"/>
        <source>Cost calculator</source>
        <translation>लागत कैलकुलेटर</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="39"/>
        <source>What a sweep costs, spot done properly, buy or rent</source>
        <translation>स्वीप की लागत, स्पॉट सही तरीके से, ख़रीदें या किराए पर लें</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="41"/>
        <source>Device dispatch</source>
        <translation>डिवाइस डिस्पैच</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="42"/>
        <source>One script, four machines: what each line prints or raises</source>
        <translation>एक स्क्रिप्ट, चार मशीनें: हर लाइन क्या प्रिंट करती है या कौन-सी त्रुटि देती है</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="44"/>
        <source>Timing pitfall</source>
        <translation>समय माप का जाल</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="45"/>
        <source>Toggle synchronize() and watch a 1000× speedup melt to 24×</source>
        <translation>synchronize() बदलें और 1000× स्पीडअप को 24× में पिघलते देखें</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="47"/>
        <source>Class board</source>
        <translation>क्लास बोर्ड</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="48"/>
        <source>Every learner&apos;s measured machine side by side, for the projector</source>
        <translation>हर विद्यार्थी की मापी गई मशीन साथ-साथ, प्रोजेक्टर के लिए</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="50"/>
        <source>Learn</source>
        <translation>सीखें</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="51"/>
        <source>The lesson in six chapters, a quiz, flashcards and exercises</source>
        <translation>छह अध्यायों में पाठ, एक क्विज़, फ़्लैशकार्ड और अभ्यास</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <location filename="../core/learn/exercisemath.cpp" line="19"/>
        <source>%1, %2 of GPU memory</source>
        <translation>%1, %2 GPU मेमोरी</translation>
    </message>
    <message>
        <location filename="../core/learn/exercisemath.cpp" line="24"/>
        <source>no usable GPU (%1), so this machine&apos;s RAM: %2</source>
        <translation>कोई उपयोग योग्य GPU नहीं (%1), इसलिए इस मशीन की RAM: %2</translation>
    </message>
    <message>
        <location filename="../core/learn/exercisemath.cpp" line="48"/>
        <source>%L1 B</source>
        <translation>%L1 B</translation>
    </message>
    <message>
        <location filename="../core/learn/exercisemath.cpp" line="49"/>
        <source>%L1 M</source>
        <translation>%L1 M</translation>
    </message>
    <message>
        <location filename="../core/learn/learncontent.cpp" line="33"/>
        <location filename="../core/learn/learncontent.cpp" line="45"/>
        <source>%1: cannot read it (%2)</source>
        <translation>%1: पढ़ा नहीं जा सकता (%2)</translation>
    </message>
    <message>
        <location filename="../core/learn/learncontent.cpp" line="51"/>
        <source>%1: not valid JSON at byte %2 (%3)</source>
        <translation>%1: बाइट %2 पर मान्य JSON नहीं (%3)</translation>
    </message>
    <message>
        <location filename="../core/learn/learncontent.cpp" line="56"/>
        <source>%1: no &quot;%2&quot; list</source>
        <translation>%1: &quot;%2&quot; सूची नहीं है</translation>
    </message>
    <message>
        <location filename="../core/learn/learncontent.cpp" line="69"/>
        <source>exercises.json: exercise &quot;%1&quot;: unknown measure &quot;%2&quot; (none, benchmark, memory)</source>
        <translation>exercises.json: अभ्यास &quot;%1&quot;: अज्ञात माप &quot;%2&quot; (none, benchmark, memory)</translation>
    </message>
    <message>
        <location filename="../core/learn/learncontent.cpp" line="113"/>
        <source>chapters.json: chapter &quot;%1&quot; names no file</source>
        <translation>chapters.json: अध्याय &quot;%1&quot; में कोई फ़ाइल नहीं बताई गई</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="29"/>
        <source>%1: an entry has no id</source>
        <translation>%1: एक प्रविष्टि में id नहीं है</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="31"/>
        <source>%1: the id &quot;%2&quot; is used twice</source>
        <translation>%1: id &quot;%2&quot; दो बार इस्तेमाल हुई है</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="40"/>
        <source>%1: the lab link names no lab</source>
        <translation>%1: लैब लिंक में कोई लैब नहीं बताई गई</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="42"/>
        <source>%1: the lab &quot;%2&quot; does not exist (labs: %3)</source>
        <translation>%1: लैब &quot;%2&quot; मौजूद नहीं है (लैब: %3)</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="45"/>
        <source>%1: &quot;%2&quot; is not a preset name (lower case words joined by -)</source>
        <translation>%1: &quot;%2&quot; प्रीसेट नाम नहीं है (छोटे अक्षरों के शब्द, - से जुड़े)</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="52"/>
        <source>chapter &quot;%1&quot;</source>
        <translation>अध्याय &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="54"/>
        <source>%1: no title</source>
        <translation>%1: कोई शीर्षक नहीं</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="56"/>
        <source>%1: the page %2 is empty</source>
        <translation>%1: पृष्ठ %2 खाली है</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="59"/>
        <source>%1: the lab link has no text</source>
        <translation>%1: लैब लिंक में कोई टेक्स्ट नहीं</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="63"/>
        <source>%1: the link to &quot;%2&quot; names no flashcard</source>
        <translation>%1: &quot;%2&quot; का लिंक किसी फ़्लैशकार्ड की ओर नहीं जाता</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="68"/>
        <source>%1: links go to term: or lab:, not &quot;%2:&quot;</source>
        <translation>%1: लिंक term: या lab: पर जाते हैं, &quot;%2:&quot; पर नहीं</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="78"/>
        <source>quiz.json: no questions</source>
        <translation>quiz.json: कोई प्रश्न नहीं</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="80"/>
        <source>question &quot;%1&quot;</source>
        <translation>प्रश्न &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="82"/>
        <source>%1: no question text</source>
        <translation>%1: प्रश्न का टेक्स्ट नहीं</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="84"/>
        <source>%1: %2 choices, needs %3</source>
        <translation>%1: %2 विकल्प, %3 चाहिए</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="89"/>
        <source>%1: a choice has no text</source>
        <translation>%1: एक विकल्प में टेक्स्ट नहीं</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="92"/>
        <source>%1: %2 correct choices, needs exactly one</source>
        <translation>%1: %2 सही विकल्प, ठीक एक चाहिए</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="94"/>
        <source>%1: no explanation</source>
        <translation>%1: कोई व्याख्या नहीं</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="96"/>
        <source>%1: the chapter &quot;%2&quot; does not exist</source>
        <translation>%1: अध्याय &quot;%2&quot; मौजूद नहीं है</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="108"/>
        <source>glossary.json: the glossary term &quot;%1&quot; has no card</source>
        <translation>glossary.json: शब्दावली के शब्द &quot;%1&quot; का कोई कार्ड नहीं</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="110"/>
        <source>card &quot;%1&quot;</source>
        <translation>कार्ड &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="112"/>
        <source>%1: not a term of the glossary</source>
        <translation>%1: शब्दावली का शब्द नहीं</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="114"/>
        <source>%1: needs a term and a meaning</source>
        <translation>%1: एक शब्द और उसका अर्थ चाहिए</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="117"/>
        <source>%1: the pattern &quot;%2&quot; is not a valid expression</source>
        <translation>%1: पैटर्न &quot;%2&quot; मान्य एक्सप्रेशन नहीं है</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="121"/>
        <source>%1: the pattern does not match the term itself</source>
        <translation>%1: पैटर्न स्वयं शब्द से मेल नहीं खाता</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="136"/>
        <source>chapter &quot;%1&quot;: the first use of &quot;%2&quot; (&quot;%3&quot;) is not a link to its card</source>
        <translation>अध्याय &quot;%1&quot;: &quot;%2&quot; का पहला प्रयोग (&quot;%3&quot;) उसके कार्ड का लिंक नहीं है</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="140"/>
        <source>%1: no chapter links to it</source>
        <translation>%1: कोई अध्याय इससे लिंक नहीं करता</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="148"/>
        <source>exercises.json: no exercises</source>
        <translation>exercises.json: कोई अभ्यास नहीं</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="153"/>
        <source>exercise &quot;%1&quot;: needs a title, a task, a &quot;try first&quot; and a worked answer</source>
        <translation>अभ्यास &quot;%1&quot;: शीर्षक, कार्य, &quot;पहले ख़ुद आज़माएँ&quot; और हल किया हुआ उत्तर चाहिए</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="163"/>
        <source>chapters.json: no chapters</source>
        <translation>chapters.json: कोई अध्याय नहीं</translation>
    </message>
    <message>
        <location filename="../core/learn/quizmodel.cpp" line="22"/>
        <source>there is no question &quot;%1&quot;</source>
        <translation>कोई प्रश्न &quot;%1&quot; नहीं है</translation>
    </message>
    <message>
        <location filename="../core/learn/quizmodel.cpp" line="27"/>
        <source>choice %1 does not exist (the question has %2)</source>
        <translation>विकल्प %1 मौजूद नहीं है (प्रश्न में %2 हैं)</translation>
    </message>
    <message>
        <location filename="../core/learn/quizmodel.cpp" line="34"/>
        <source>already answered; reset the quiz to try again</source>
        <translation>पहले ही उत्तर दिया जा चुका; फिर से कोशिश करने के लिए क्विज़ रीसेट करें</translation>
    </message>
    <message>
        <location filename="../core/learn/quizmodel.cpp" line="59"/>
        <source>%1 / %2 answered · %3 correct</source>
        <translation>%1 / %2 उत्तर दिए · %3 सही</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="20"/>
        <source>the %1 run was interrupted</source>
        <translation>%1 रन बाधित हुआ</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="22"/>
        <source>the %1 run failed: %2</source>
        <translation>%1 रन विफल हुआ: %2</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="24"/>
        <source>the %1 run has no result</source>
        <translation>%1 रन का कोई परिणाम नहीं</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="27"/>
        <source>the %1 result is wrong: %2</source>
        <translation>%1 का परिणाम गलत है: %2</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="29"/>
        <source>the %1 result was not verified</source>
        <translation>%1 परिणाम सत्यापित नहीं हुआ</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="31"/>
        <source>the %1 run took no measurable time</source>
        <translation>%1 रन में कोई मापने योग्य समय नहीं लगा</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="71"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="73"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="75"/>
        <source>the two runs used different sizes</source>
        <translation>दोनों रनों में अलग-अलग आकार थे</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="87"/>
        <source>This ratio is large, but it is honest: both sides were warmed up and every timed run waited for its multiply to finish before the clock stopped. It is real width — in fp32, a large GPU against a CPU with two cores can be a few hundred times faster. Keep the three-digit warning for numbers from your own script, until you have checked that it synchronizes.</source>
        <translation>यह अनुपात बड़ा है, पर ईमानदार है: दोनों ओर वार्म-अप हुआ, और हर मापा गया रन घड़ी रुकने से पहले अपने गुणा के पूरा होने तक रुका। यह असली चौड़ाई है — fp32 में एक बड़ा GPU दो कोर वाले CPU से कुछ सौ गुना तेज़ हो सकता है। तीन अंकों वाली चेतावनी अपनी स्क्रिप्ट की संख्याओं के लिए रखें, जब तक आप जाँच न लें कि वह सिंक्रोनाइज़ करती है।</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="92"/>
        <source>Three digits or more, from runs whose timing nobody checked: distrust it and look for a missing barrier.</source>
        <translation>तीन या अधिक अंक, ऐसे रनों से जिनका समय-माप किसी ने नहीं जाँचा: इस पर भरोसा न करें और छूटा हुआ बैरियर खोजें।</translation>
    </message>
</context>
<context>
    <name>LearnLabState</name>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="37"/>
        <source>Chapters</source>
        <translation>अध्याय</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="38"/>
        <source>Quiz</source>
        <translation>क्विज़</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="39"/>
        <source>Flashcards</source>
        <translation>फ़्लैशकार्ड</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="40"/>
        <source>Exercises</source>
        <translation>अभ्यास</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="117"/>
        <source>the lesson has no chapters</source>
        <translation>पाठ में कोई अध्याय नहीं है</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="134"/>
        <source>Page</source>
        <translation>पृष्ठ</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="135"/>
        <source>Chapter</source>
        <translation>अध्याय</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="136"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%3 में से %2)</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="137"/>
        <source>Its lab</source>
        <translation>इसकी लैब</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="140"/>
        <source>%1, preset %2</source>
        <translation>%1, प्रीसेट %2</translation>
    </message>
</context>
<context>
    <name>LessonBenchmarkView</name>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="29"/>
        <source>%1 (%2, %3) — %4 · %5</source>
        <translation>%1 (%2, %3) — %4 · %5</translation>
    </message>
</context>
<context>
    <name>Logging</name>
    <message>
        <location filename="../app/logging.cpp" line="62"/>
        <source>unknown log level &quot;%1&quot; (use trace, debug, info, warn, error, critical or off)</source>
        <translation>अज्ञात लॉग स्तर &quot;%1&quot; (trace, debug, info, warn, error, critical या off इस्तेमाल करें)</translation>
    </message>
    <message>
        <location filename="../app/logging.cpp" line="101"/>
        <source>the log (%1)</source>
        <translation>लॉग (%1)</translation>
    </message>
    <message>
        <location filename="../app/logging.cpp" line="104"/>
        <source>the settings (%1)</source>
        <translation>सेटिंग्स (%1)</translation>
    </message>
    <message>
        <location filename="../app/logging.cpp" line="107"/>
        <source>cannot write %1: check that HOME (%2) exists and is writable; nothing will be remembered after GPU Lab closes</source>
        <translation>%1 लिखा नहीं जा सकता: जाँचें कि HOME (%2) मौजूद है और उसमें लिखा जा सकता है; GPU Lab बंद होने के बाद कुछ भी याद नहीं रहेगा</translation>
    </message>
    <message>
        <location filename="../app/logging.cpp" line="109"/>
        <source> or </source>
        <translation> या </translation>
    </message>
    <message>
        <location filename="../app/logging.cpp" line="112"/>
        <source>the settings file %1 could not be read; the defaults are used and the file is left as it is until you change a setting</source>
        <translation>सेटिंग्स फ़ाइल %1 पढ़ी नहीं जा सकी; डिफ़ॉल्ट मान इस्तेमाल हो रहे हैं और जब तक आप कोई सेटिंग नहीं बदलते, फ़ाइल जैसी है वैसी रहेगी</translation>
    </message>
</context>
<context>
    <name>MachineLoad</name>
    <message>
        <location filename="../core/machineload.cpp" line="116"/>
        <source>busy machine: the measuring threads waited %1 % of their time for a free core (load average %2), so this time is too long — small sizes suffer most</source>
        <translation>व्यस्त मशीन: मापने वाले थ्रेड अपने समय का %1 % किसी खाली कोर की प्रतीक्षा में रहे (load average %2), इसलिए यह समय बहुत लंबा है — छोटे आकारों पर सबसे ज़्यादा असर पड़ता है</translation>
    </message>
    <message>
        <location filename="../core/machineload.cpp" line="119"/>
        <source>busy machine: the measuring threads waited %1 % of their time for a free core, so this time is too long — small sizes suffer most</source>
        <translation>व्यस्त मशीन: मापने वाले थ्रेड अपने समय का %1 % किसी खाली कोर की प्रतीक्षा में रहे, इसलिए यह समय बहुत लंबा है — छोटे आकारों पर सबसे ज़्यादा असर पड़ता है</translation>
    </message>
    <message>
        <location filename="../core/machineload.cpp" line="124"/>
        <source>measured while GPU Lab&apos;s own window was busy (it used %1 % of a core), which took time from the measurement</source>
        <translation>तब मापा गया जब GPU Lab की अपनी विंडो व्यस्त थी (उसने एक कोर का %1 % लिया), जिसने माप का कुछ समय ले लिया</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../app/main.cpp" line="77"/>
        <source>--open needs a lab state file (.gpulab)</source>
        <translation>--open को एक लैब स्थिति फ़ाइल (.gpulab) चाहिए</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="95"/>
        <source>GPU Lab %1 — why deep-learning training runs on GPUs.

Usage:
  gpulab [--lab NAME] [--log-level LEVEL]   open the app (labs: %2)
  gpulab probe [--json]                     what nvidia-smi and PyTorch would report here
  gpulab bench [--size N | --sizes a,b,...] [--backend ID] [--repeats R] [--warmup W] [--no-sync]
               [--json] [--save FILE [--nickname NAME]]
                                            the lesson&apos;s CPU vs GPU matmul benchmark
  gpulab plan [--params 7B | --preset NAME] [--weights fp16] [--mode train] [--optimizer adam]
              [--batch N --seq S --checkpointing --accum K --shard zero3 --gpus N --lora-rank r] [--json]
                                            the VRAM a model needs, against the cards
  gpulab cost --card ID [--hours H --runs N --spot --interrupt-rate R --checkpoint-min M
              --restart-min M --cap DOLLARS --idle-hours H --rates FILE
              --model PRESET --mode MODE] [--json]
                                            what a training sweep costs, on demand or on spot
  gpulab [--open FILE] figures --lab NAME [--json]
                                            the figures a lab shows, for its defaults or FILE
  gpulab board FILES|DIR [--json | --csv]   the class board: learners&apos; saved results side by side
  gpulab screenshot --out DIR [--panel NAME] [--size WxH] [--text-scale S]
                                            render every panel to DIR/&lt;panel&gt;.png
  gpulab COMMAND --help                     the options of one command
  --lang en|de|hi                           with any command: the language of its text and numbers

Exit status: 0 done, 1 the work failed (wrong result, interrupted), 2 bad input.</source>
        <translation>GPU Lab %1 — डीप-लर्निंग ट्रेनिंग GPU पर क्यों चलती है।

उपयोग:
  gpulab [--lab NAME] [--log-level LEVEL]   ऐप खोलें (लैब: %2)
  gpulab probe [--json]                     nvidia-smi और PyTorch यहाँ क्या बताएँगे
  gpulab bench [--size N | --sizes a,b,...] [--backend ID] [--repeats R] [--warmup W] [--no-sync]
               [--json] [--save FILE [--nickname NAME]]
                                            पाठ का CPU बनाम GPU matmul बेंचमार्क
  gpulab plan [--params 7B | --preset NAME] [--weights fp16] [--mode train] [--optimizer adam]
              [--batch N --seq S --checkpointing --accum K --shard zero3 --gpus N --lora-rank r] [--json]
                                            एक मॉडल को कितनी VRAM चाहिए, कार्डों के मुकाबले
  gpulab cost --card ID [--hours H --runs N --spot --interrupt-rate R --checkpoint-min M
              --restart-min M --cap DOLLARS --idle-hours H --rates FILE
              --model PRESET --mode MODE] [--json]
                                            एक ट्रेनिंग स्वीप की लागत, ऑन-डिमांड या स्पॉट पर
  gpulab [--open FILE] figures --lab NAME [--json]
                                            किसी लैब के आँकड़े, उसकी डिफ़ॉल्ट सेटिंग या FILE के लिए
  gpulab board FILES|DIR [--json | --csv]   क्लास बोर्ड: विद्यार्थियों के सहेजे परिणाम साथ-साथ
  gpulab screenshot --out DIR [--panel NAME] [--size WxH] [--text-scale S]
                                            हर पैनल को DIR/&lt;panel&gt;.png में रेंडर करें
  gpulab COMMAND --help                     किसी एक कमांड के विकल्प
  --lang en|de|hi                           किसी भी कमांड के साथ: उसके टेक्स्ट और संख्याओं की भाषा

निकास स्थिति: 0 पूरा, 1 काम विफल (गलत परिणाम, बाधित), 2 गलत इनपुट।</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="123"/>
        <source>This build has no window (configured with -DGPULAB_GUI=OFF): `gpulab` on its own and `gpulab screenshot` are not in it.</source>
        <translation>इस बिल्ड में कोई विंडो नहीं है (-DGPULAB_GUI=OFF के साथ कॉन्फ़िगर किया गया): `gpulab` अकेले और `gpulab screenshot` इसमें शामिल नहीं हैं।</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="183"/>
        <source>is not a folder</source>
        <translation>फ़ोल्डर नहीं है</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="184"/>
        <source>belongs to another user</source>
        <translation>किसी दूसरे उपयोगकर्ता का है</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="186"/>
        <source>is not a private folder (permissions %1, not 0700)</source>
        <translation>निजी फ़ोल्डर नहीं है (अनुमतियाँ %1, 0700 नहीं)</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="190"/>
        <source>XDG_RUNTIME_DIR (%1) %2; using %3 instead</source>
        <translation>XDG_RUNTIME_DIR (%1) %2; उसकी जगह %3 का उपयोग हो रहा है</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="201"/>
        <source>this build has no GUI (configured with -DGPULAB_GUI=OFF): the window and screenshot are not in it; use gpulab probe, bench, plan or cost</source>
        <translation>इस बिल्ड में GUI नहीं है (-DGPULAB_GUI=OFF के साथ कॉन्फ़िगर किया गया): विंडो और screenshot इसमें नहीं हैं; gpulab probe, bench, plan या cost इस्तेमाल करें</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="267"/>
        <source>unknown command &quot;%1&quot; (commands: %2)</source>
        <translation>अज्ञात कमांड &quot;%1&quot; (कमांड: %2)</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="272"/>
        <source>unknown lab &quot;%1&quot; (labs: %2)</source>
        <translation>अज्ञात लैब &quot;%1&quot; (लैब: %2)</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="275"/>
        <source>no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set, e.g. over SSH); without one use the command line (gpulab probe, bench, plan, cost), render the panels with gpulab screenshot --out DIR, or set QT_QPA_PLATFORM=offscreen</source>
        <translation>विंडो खोलने के लिए कोई डिस्प्ले नहीं (DISPLAY और WAYLAND_DISPLAY सेट नहीं हैं, जैसे SSH पर); डिस्प्ले के बिना कमांड लाइन इस्तेमाल करें (gpulab probe, bench, plan, cost), gpulab screenshot --out DIR से पैनल रेंडर करें, या QT_QPA_PLATFORM=offscreen सेट करें</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="372"/>
        <source>--open is for the window, gpulab screenshot and gpulab figures; the other commands have no labs to open</source>
        <translation>--open विंडो, gpulab screenshot और gpulab figures के लिए है; बाकी कमांड में खोलने के लिए कोई लैब नहीं होती</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="386"/>
        <source>unknown command &quot;%1&quot; (commands: %2; see gpulab --help)</source>
        <translation>अज्ञात कमांड &quot;%1&quot; (कमांड: %2; gpulab --help देखें)</translation>
    </message>
    <message>
        <location filename="../app/language.cpp" line="51"/>
        <source>--lang needs a language (%1)</source>
        <translation>--lang को एक भाषा चाहिए (%1)</translation>
    </message>
    <message>
        <location filename="../app/language.cpp" line="65"/>
        <source>unknown language &quot;%1&quot; for --lang (languages: %2)</source>
        <translation>--lang के लिए अज्ञात भाषा &quot;%1&quot; (भाषाएँ: %2)</translation>
    </message>
</context>
<context>
    <name>MemoryGuard</name>
    <message>
        <location filename="../core/memoryguard.cpp" line="17"/>
        <source>matrix size must be at least 1 (got %1)</source>
        <translation>मैट्रिक्स आकार कम से कम 1 होना चाहिए (मिला: %1)</translation>
    </message>
    <message>
        <location filename="../core/memoryguard.cpp" line="20"/>
        <source>n = %1 needs %2 for A, B and C (3·n²·4 bytes), but only %3 of %4 is available</source>
        <translation>n = %1 को A, B और C के लिए %2 चाहिए (3·n²·4 बाइट), पर %4 में से केवल %3 उपलब्ध है</translation>
    </message>
    <message>
        <location filename="../core/memoryguard.cpp" line="31"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location filename="../core/memoryguard.cpp" line="36"/>
        <source>the address space left under this process&apos;s limit (ulimit -v %1)</source>
        <translation>इस प्रोसेस की सीमा (ulimit -v %1) के अंदर बचा एड्रेस स्पेस</translation>
    </message>
    <message>
        <location filename="../core/memoryguard.cpp" line="44"/>
        <source>GPU memory</source>
        <translation>GPU मेमोरी</translation>
    </message>
</context>
<context>
    <name>PythonJob</name>
    <message>
        <location filename="../core/torch/pythonjob.cpp" line="118"/>
        <source>%1 could not be started: %2</source>
        <translation>%1 शुरू नहीं हो सका: %2</translation>
    </message>
    <message>
        <location filename="../core/torch/pythonjob.cpp" line="198"/>
        <source>cancelled</source>
        <translation>रद्द किया गया</translation>
    </message>
    <message>
        <location filename="../core/torch/pythonjob.cpp" line="202"/>
        <source>no answer within %1 s: stopped</source>
        <translation>%1 s में कोई उत्तर नहीं: रोका गया</translation>
    </message>
    <message>
        <location filename="../core/torch/pythonjob.cpp" line="206"/>
        <source>the interpreter stopped abnormally (a crash, or the memory cap)</source>
        <translation>इंटरप्रेटर असामान्य रूप से रुका (क्रैश, या मेमोरी की सीमा)</translation>
    </message>
    <message>
        <location filename="../core/torch/pythonjob.cpp" line="207"/>
        <source>the interpreter stopped abnormally: %1</source>
        <translation>इंटरप्रेटर असामान्य रूप से रुका: %1</translation>
    </message>
    <message>
        <location filename="../core/torch/pythonjob.cpp" line="210"/>
        <source>the interpreter exited with status %1</source>
        <translation>इंटरप्रेटर स्टेटस %1 के साथ बंद हुआ</translation>
    </message>
    <message>
        <location filename="../core/torch/pythonjob.cpp" line="212"/>
        <source>the interpreter printed no answer GPU Lab could read</source>
        <translation>इंटरप्रेटर ने ऐसा कोई उत्तर नहीं छापा जिसे GPU Lab पढ़ सके</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <location filename="../app/qtstrings.cpp" line="15"/>
        <source>Usage: %1</source>
        <translation>उपयोग: %1</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="16"/>
        <source>Options:</source>
        <translation>विकल्प:</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="17"/>
        <source>Arguments:</source>
        <translation>आर्गुमेंट:</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="18"/>
        <source>[options]</source>
        <translation>[विकल्प]</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="19"/>
        <source>Unknown option &apos;%1&apos;.</source>
        <translation>अज्ञात विकल्प &apos;%1&apos;।</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="20"/>
        <source>Unknown options: %1.</source>
        <translation>अज्ञात विकल्प: %1।</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="21"/>
        <source>Missing value after &apos;%1&apos;.</source>
        <translation>&apos;%1&apos; के बाद मान नहीं दिया गया।</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="22"/>
        <source>Unexpected value after &apos;%1&apos;.</source>
        <translation>&apos;%1&apos; के बाद अनपेक्षित मान।</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="23"/>
        <source>Displays help on commandline options.</source>
        <translation>कमांड-लाइन विकल्पों की मदद दिखाता है।</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="24"/>
        <source>Displays help including Qt specific options.</source>
        <translation>Qt के अपने विकल्पों सहित मदद दिखाता है।</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="25"/>
        <source>Displays version information.</source>
        <translation>संस्करण की जानकारी दिखाता है।</translation>
    </message>
</context>
<context>
    <name>RaceView</name>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="45"/>
        <source>%1 GHz</source>
        <translation>%1 GHz</translation>
    </message>
</context>
<context>
    <name>RateTable</name>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="88"/>
        <source>%1, line %2</source>
        <translation>%1, लाइन %2</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="121"/>
        <source>yyyy-MM-dd</source>
        <comment>how the date of the example rates is written (a QDate format)</comment>
        <translation>d MMMM yyyy</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="128"/>
        <source>Example rates for teaching, not quotes: prices change by provider, region and month.</source>
        <translation>पढ़ाने के लिए उदाहरण दरें, कोटेशन नहीं: कीमतें प्रदाता, क्षेत्र और महीने के अनुसार बदलती हैं।</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="130"/>
        <source>T4-class</source>
        <translation>T4-श्रेणी</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="132"/>
        <source>A10 / L4-class</source>
        <translation>A10 / L4-श्रेणी</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="137"/>
        <source>A100 80 GB-class</source>
        <translation>A100 80 GB-श्रेणी</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="145"/>
        <source>the table has no card classes</source>
        <translation>तालिका में कोई कार्ड श्रेणी नहीं है</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="151"/>
        <source>class %1</source>
        <translation>श्रेणी %1</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="151"/>
        <location filename="../core/cost/ratetable.cpp" line="176"/>
        <source>class &quot;%1&quot;</source>
        <translation>श्रेणी &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="153"/>
        <source>%1: id must not be empty</source>
        <translation>%1: id खाली नहीं हो सकती</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="155"/>
        <source>%1: id must be one word of letters, digits and - _ . + (no spaces, invisible or control characters)</source>
        <translation>%1: id अक्षरों, अंकों और - _ . + से बना एक शब्द होना चाहिए (कोई स्पेस, अदृश्य या नियंत्रण वर्ण नहीं)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="159"/>
        <source>%1: id appears twice</source>
        <translation>%1: id दो बार आती है</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="162"/>
        <source>%1: name must not contain control characters (line breaks, tabs)</source>
        <translation>%1: नाम में कंट्रोल कैरेक्टर (लाइन ब्रेक, टैब) नहीं होने चाहिए</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="164"/>
        <source>%1: vram_gb must be a number &gt; 0 and at most %2</source>
        <translation>%1: vram_gb एक संख्या &gt; 0 और अधिकतम %2 होनी चाहिए</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="167"/>
        <source>%1: on_demand_per_hour must be a number &gt; 0 and at most %2</source>
        <translation>%1: on_demand_per_hour एक संख्या &gt; 0 और अधिकतम %2 होनी चाहिए</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="170"/>
        <source>%1: spot_per_hour must be a number &gt; 0 and at most %2</source>
        <translation>%1: spot_per_hour एक संख्या &gt; 0 और अधिकतम %2 होनी चाहिए</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="179"/>
        <source>%1: each alias must be one word of letters, digits and - _ . +</source>
        <translation>%1: हर उपनाम अक्षरों, अंकों और - _ . + से बना एक शब्द होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="181"/>
        <source>%1: alias &quot;%2&quot; is already the name of a class</source>
        <translation>%1: उपनाम &quot;%2&quot; पहले से किसी वर्ग का नाम है</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="197"/>
        <source>%1: not valid JSON (%2)</source>
        <translation>%1: मान्य JSON नहीं (%2)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="201"/>
        <source>%1: the top level must be an object</source>
        <translation>%1: सबसे ऊपरी स्तर एक ऑब्जेक्ट होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="206"/>
        <source>%1: &quot;format&quot; must be &quot;%2&quot;</source>
        <translation>%1: &quot;format&quot; का मान &quot;%2&quot; होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="210"/>
        <source>%1: unsupported &quot;version&quot; (this program reads version %2)</source>
        <translation>%1: असमर्थित &quot;version&quot; (यह प्रोग्राम संस्करण %2 पढ़ता है)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="217"/>
        <source>%1: &quot;classes&quot; must be a list</source>
        <translation>%1: &quot;classes&quot; एक सूची होनी चाहिए</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="229"/>
        <source>%1: each class must be an object</source>
        <translation>%1: हर श्रेणी एक ऑब्जेक्ट होनी चाहिए</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="235"/>
        <source>%1: &quot;%2&quot; must be text</source>
        <translation>%1: &quot;%2&quot; टेक्स्ट होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="241"/>
        <source>%1: &quot;%2&quot; must be a number</source>
        <translation>%1: &quot;%2&quot; एक संख्या होनी चाहिए</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="252"/>
        <location filename="../core/cost/ratetable.cpp" line="257"/>
        <source>%1: &quot;aliases&quot; must be a list of words</source>
        <translation>%1: &quot;aliases&quot; शब्दों की सूची होनी चाहिए</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="301"/>
        <source>no rates file name given</source>
        <translation>दर फ़ाइल का कोई नाम नहीं दिया गया</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="306"/>
        <source>%1: cannot be read (no such file)</source>
        <translation>%1: पढ़ा नहीं जा सकता (ऐसी कोई फ़ाइल नहीं)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="308"/>
        <source>%1: cannot be read (not a regular file)</source>
        <translation>%1: पढ़ा नहीं जा सकता (सामान्य फ़ाइल नहीं)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="310"/>
        <source>%1: cannot be read (larger than %2 MiB, the limit for a rates file)</source>
        <translation>%1: पढ़ा नहीं जा सकता (%2 MiB से बड़ा, दर फ़ाइल की सीमा)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="319"/>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: पढ़ा नहीं जा सकता (%2)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="360"/>
        <source>%1: cannot be written (%2)</source>
        <translation>%1: लिखा नहीं जा सकता (%2)</translation>
    </message>
</context>
<context>
    <name>RealRun</name>
    <message>
        <location filename="../core/dispatch/realrun.cpp" line="97"/>
        <source>a shell line: run it in a terminal</source>
        <translation>एक shell पंक्ति: इसे टर्मिनल में चलाएँ</translation>
    </message>
    <message>
        <location filename="../core/dispatch/realrun.cpp" line="107"/>
        <source>not reached: the run stopped before this line</source>
        <translation>नहीं पहुँचे: रन इस पंक्ति से पहले रुक गया</translation>
    </message>
    <message>
        <location filename="../core/dispatch/realrun.cpp" line="116"/>
        <source>the prediction names a card this machine does not have</source>
        <translation>भविष्यवाणी में ऐसा कार्ड है जो इस मशीन में नहीं है</translation>
    </message>
    <message>
        <location filename="../core/dispatch/realrun.cpp" line="126"/>
        <source>GPU Lab, device dispatch: &quot;%1&quot; run in %2 (Python %3, %4)</source>
        <translation>GPU Lab, डिवाइस डिस्पैच: &quot;%1&quot; %2 में चलाया गया (Python %3, %4)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/realrun.cpp" line="135"/>
        <source>   GPU Lab predicts: %1</source>
        <translation>   GPU Lab की भविष्यवाणी: %1</translation>
    </message>
    <message>
        <location filename="../core/dispatch/realrun.cpp" line="138"/>
        <source>   PyTorch printed:  %1</source>
        <translation>   PyTorch ने छापा:     %1</translation>
    </message>
    <message>
        <location filename="../core/dispatch/realrun.cpp" line="138"/>
        <source>(nothing)</source>
        <translation>(कुछ नहीं)</translation>
    </message>
</context>
<context>
    <name>ResultsFile</name>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="135"/>
        <source>The key &quot;%1&quot; is not part of a results file.</source>
        <translation>कुंजी &quot;%1&quot; परिणाम फ़ाइल का हिस्सा नहीं है।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="141"/>
        <source>The key &quot;%1&quot; is missing.</source>
        <translation>कुंजी &quot;%1&quot; मौजूद नहीं है।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="152"/>
        <source>&quot;%1&quot; must be a number.</source>
        <translation>&quot;%1&quot; एक संख्या होनी चाहिए।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="157"/>
        <source>&quot;%1&quot; must be a number from %2 to %3.</source>
        <translation>&quot;%1&quot; %2 से %3 तक की संख्या होनी चाहिए।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="170"/>
        <source>&quot;%1&quot; must be a whole number.</source>
        <translation>&quot;%1&quot; एक पूर्ण संख्या होनी चाहिए।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="180"/>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation>&quot;%1&quot; true या false होना चाहिए।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="190"/>
        <source>&quot;%1&quot; must be text.</source>
        <translation>&quot;%1&quot; टेक्स्ट होना चाहिए।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="195"/>
        <source>&quot;%1&quot; is longer than %2 characters.</source>
        <translation>&quot;%1&quot; %2 अक्षरों से लंबा है।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="200"/>
        <source>&quot;%1&quot; holds a control character.</source>
        <translation>&quot;%1&quot; में एक नियंत्रण अक्षर है।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="210"/>
        <location filename="../core/board/resultsfile.cpp" line="234"/>
        <source>&quot;%1&quot; must be an object.</source>
        <translation>&quot;%1&quot; एक ऑब्जेक्ट होना चाहिए।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="220"/>
        <source>&quot;%1&quot; must be a list.</source>
        <translation>&quot;%1&quot; एक सूची होनी चाहिए।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="225"/>
        <source>&quot;%1&quot; holds more than %2 entries.</source>
        <translation>&quot;%1&quot; में %2 से अधिक प्रविष्टियाँ हैं।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="314"/>
        <source>&quot;%1&quot; must be passed, failed or not_checked.</source>
        <translation>&quot;%1&quot; passed, failed या not_checked होना चाहिए।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="348"/>
        <source>The sizes in &quot;%1&quot; must rise from point to point.</source>
        <translation>&quot;%1&quot; में आकार हर बिंदु पर बढ़ने चाहिए।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="453"/>
        <source>The file is larger than 1 MiB, more than any results file.</source>
        <translation>फ़ाइल 1 MiB से बड़ी है, किसी भी परिणाम फ़ाइल से अधिक।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="458"/>
        <source>The file is not JSON (%1 at byte %2).</source>
        <translation>फ़ाइल JSON नहीं है (बाइट %2 पर %1)।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="460"/>
        <location filename="../core/board/resultsfile.cpp" line="467"/>
        <source>The file is not a GPU Lab results file.</source>
        <translation>फ़ाइल GPU Lab की परिणाम फ़ाइल नहीं है।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="470"/>
        <source>The results file has no valid version number.</source>
        <translation>परिणाम फ़ाइल में कोई मान्य संस्करण संख्या नहीं है।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="472"/>
        <source>The results file is of version %1, newer than this GPU Lab reads (%2); a newer GPU Lab opens it.</source>
        <translation>परिणाम फ़ाइल संस्करण %1 की है, जो यह GPU Lab पढ़ता है (%2) उससे नई; नया GPU Lab इसे खोलता है।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="488"/>
        <source>&quot;created&quot; must be a date and time such as 2026-03-01T10:15:00Z.</source>
        <translation>&quot;created&quot; एक तारीख और समय होना चाहिए, जैसे 2026-03-01T10:15:00Z।</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="508"/>
        <location filename="../core/board/resultsfile.cpp" line="511"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 लिखा नहीं जा सकता: %2</translation>
    </message>
</context>
<context>
    <name>Roofline</name>
    <message>
        <location filename="../core/throughput/roofline.cpp" line="84"/>
        <source>Here the bf16 roof is lower than the fp32 one: this CPU has no matrix unit for bf16 (AMX), so bf16 brings it no extra arithmetic per cycle. Where it has no bf16 instructions at all, oneDNN widens each bf16 number to fp32, multiplies in fp32 and rounds back, paying for the conversions on top. So on this CPU bf16 halves the bytes moved, not the work. It is fast on hardware with units built for it: AMX on recent Xeons, and the tensor cores of GPUs, where 16-bit matmuls run several times faster than fp32.</source>
        <translation>यहाँ bf16 की छत fp32 की छत से नीचे है: इस CPU में bf16 के लिए मैट्रिक्स इकाई (AMX) नहीं है, इसलिए bf16 इसे प्रति साइकिल कोई अतिरिक्त गणना नहीं देता। जहाँ bf16 निर्देश बिल्कुल नहीं होते, वहाँ oneDNN हर bf16 संख्या को fp32 में फैलाता है, fp32 में गुणा करता है और वापस गोल करता है, और रूपांतरणों की कीमत ऊपर से चुकाता है। तो इस CPU पर bf16 ढोए गए बाइट आधे करता है, काम नहीं। bf16 उस हार्डवेयर पर तेज़ है जिसमें इसके लिए बनी इकाइयाँ हों: नए Xeon पर AMX, और GPU के tensor cores, जहाँ 16-बिट matmul fp32 से कई गुना तेज़ चलते हैं।</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <location filename="../app/screenshot.cpp" line="46"/>
        <source>Render each lab panel offscreen to DIR/&lt;panel&gt;.png, in a window of --size pixels (default 1600x1000) with text at --text-scale (default 1.0, as View › Larger text), in projector mode with --projector.</source>
        <translation>हर लैब पैनल को offscreen DIR/&lt;panel&gt;.png में बनाएँ, --size पिक्सेल की विंडो में (डिफ़ॉल्ट 1600x1000), --text-scale आकार के टेक्स्ट के साथ (डिफ़ॉल्ट 1.0, जैसे दृश्य › बड़ा टेक्स्ट), --projector के साथ प्रोजेक्टर मोड में।</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="51"/>
        <source>Folder to write the PNG files to (created if missing).</source>
        <translation>वह फ़ोल्डर जिसमें PNG फ़ाइलें लिखी जाएँ (न हो तो बनाया जाएगा)।</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="55"/>
        <source>Only this panel: %1.</source>
        <translation>केवल यह पैनल: %1।</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="57"/>
        <source>Log level on stderr.</source>
        <translation>stderr पर लॉग स्तर।</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="61"/>
        <source>Window size in pixels, WIDTHxHEIGHT, at least %1x%2.</source>
        <translation>पिक्सेल में विंडो का आकार, चौड़ाईxऊँचाई, कम से कम %1x%2।</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="65"/>
        <source>Text size as a factor of the normal size, %1 to %2.</source>
        <translation>सामान्य आकार के गुणक के रूप में टेक्स्ट आकार, %1 से %2।</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="70"/>
        <source>Projector mode, as View › Projector mode (F5): light high-contrast colours, text 1.5 times as large, thick chart lines. The stored setting is neither read nor changed.</source>
        <translation>प्रोजेक्टर मोड, जैसे दृश्य › प्रोजेक्टर मोड (F5): हल्के, ऊँचे कंट्रास्ट वाले रंग, 1.5 गुना बड़ा टेक्स्ट, मोटी चार्ट रेखाएँ। सहेजी गई सेटिंग न पढ़ी जाती है, न बदली जाती है।</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="74"/>
        <source>Render with a dark palette, as on a desktop set to a dark theme (projector mode stays light).</source>
        <translation>गहरे रंगों के पैलेट के साथ बनाएँ, जैसे डार्क थीम वाले डेस्कटॉप पर (प्रोजेक्टर मोड हल्का ही रहता है)।</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="85"/>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>अनपेक्षित आर्गुमेंट &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="87"/>
        <source>unknown log level &quot;%1&quot;</source>
        <translation>अज्ञात लॉग स्तर &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="89"/>
        <source>screenshot needs --out DIR</source>
        <translation>screenshot को --out DIR चाहिए</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="98"/>
        <source>--size wants WIDTHxHEIGHT between %1x%2 and %3x%3, not &quot;%4&quot;</source>
        <translation>--size को %1x%2 और %3x%3 के बीच चौड़ाईxऊँचाई चाहिए, &quot;%4&quot; नहीं</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="107"/>
        <source>--text-scale wants a number from %1 to %2, not &quot;%3&quot;</source>
        <translation>--text-scale को %1 से %2 तक की संख्या चाहिए, &quot;%3&quot; नहीं</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="118"/>
        <source>unknown panel &quot;%1&quot; (panels: %2)</source>
        <translation>अज्ञात पैनल &quot;%1&quot; (पैनल: %2)</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="133"/>
        <source>cannot create the folder %1</source>
        <translation>फ़ोल्डर %1 बनाया नहीं जा सकता</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="138"/>
        <source>cannot write to the folder %1 (%2)</source>
        <translation>फ़ोल्डर %1 में लिखा नहीं जा सकता (%2)</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="173"/>
        <source>could not encode the %1 panel as PNG</source>
        <translation>%1 पैनल को PNG में नहीं बदला जा सका</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="185"/>
        <source>could not write %1: %2</source>
        <translation>%1 लिखा नहीं जा सका: %2</translation>
    </message>
</context>
<context>
    <name>Sweep</name>
    <message>
        <location filename="../core/throughput/sweep.cpp" line="38"/>
        <source>&quot;%1&quot; is not a matrix size from 1 to %2</source>
        <translation>&quot;%1&quot; 1 से %2 तक का मैट्रिक्स आकार नहीं है</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweep.cpp" line="47"/>
        <source>give at least one matrix size, e.g. 64, 128, 256</source>
        <translation>कम से कम एक मैट्रिक्स आकार दें, जैसे 64, 128, 256</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweep.cpp" line="84"/>
        <source>naive CPU loop stops at n = %1 (%2 larger sizes skipped: one thread would need minutes for each)</source>
        <translation>साधारण CPU लूप n = %1 पर रुकता है (%2 बड़े आकार छोड़े गए: एक थ्रेड को हर एक के लिए मिनटों लगते)</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweep.cpp" line="216"/>
        <location filename="../core/throughput/sweep.cpp" line="219"/>
        <source>cannot write %1: %2</source>
        <translation>%1 लिखा नहीं जा सकता: %2</translation>
    </message>
</context>
<context>
    <name>ThroughputLab</name>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="55"/>
        <source>&quot;%1&quot; should be a number</source>
        <translation>&quot;%1&quot; एक संख्या होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="58"/>
        <source>&quot;%1&quot; is not a finite number</source>
        <translation>&quot;%1&quot; एक परिमित संख्या नहीं है</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="60"/>
        <source>&quot;%1&quot; should be a whole number but is %2</source>
        <translation>&quot;%1&quot; पूर्ण संख्या होना चाहिए, पर यह %2 है</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="63"/>
        <source>&quot;%1&quot; is %2, outside its range %3 … %4</source>
        <translation>&quot;%1&quot; का मान %2 है, जो इसकी सीमा %3 … %4 से बाहर है</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="71"/>
        <source>race (simulated)</source>
        <translation>दौड़ (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="72"/>
        <source>measured sweep</source>
        <translation>मापा गया स्वीप</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="73"/>
        <source>benchmark and work</source>
        <translation>बेंचमार्क और काम</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="74"/>
        <source>roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="198"/>
        <source>Page</source>
        <translation>पेज</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="199"/>
        <source>Matrix size n</source>
        <translation>मैट्रिक्स आकार n</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="201"/>
        <source>Work</source>
        <translation>काम</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="201"/>
        <source>2n³ = %1 FLOPs in %2 independent dot products</source>
        <translation>2n³ = %1 FLOP, %2 स्वतंत्र डॉट प्रोडक्ट में</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="204"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="204"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="205"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="205"/>
        <source>%1 → %2 per-call overhead + %3 compute = %4</source>
        <translation>%1 → %2 प्रति-कॉल ओवरहेड + %3 गणना = %4</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="209"/>
        <source>Idle lanes</source>
        <translation>ख़ाली लेन</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="210"/>
        <source>only %1 of %2 lanes have an entry to compute; the rest sit idle</source>
        <translation>%2 में से केवल %1 लेन के पास गणना के लिए प्रविष्टि है; बाकी ख़ाली बैठी हैं</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="212"/>
        <source>Width</source>
        <translation>चौड़ाई</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="212"/>
        <source>%1 vs %2 lane-cycles/s — the GPU is %3× wider</source>
        <translation>%1 बनाम %2 लेन-साइकिल/s — GPU %3× चौड़ा है</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="217"/>
        <source>Verdict</source>
        <translation>नतीजा</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="217"/>
        <source>GPU %1× faster at n = %2 (simulated)</source>
        <translation>n = %2 पर GPU %1× तेज़ (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="218"/>
        <source>CPU %1× faster at n = %2 (simulated)</source>
        <translation>n = %2 पर CPU %1× तेज़ (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="224"/>
        <source>none — these lanes add up to less than the CPU, so the GPU never catches up</source>
        <translation>कोई नहीं — ये लेन मिलकर CPU से कम हैं, इसलिए GPU कभी बराबरी नहीं कर पाता</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="227"/>
        <source>n ≈ %1, below the smallest size: the GPU wins everywhere here</source>
        <translation>n ≈ %1, सबसे छोटे आकार से नीचे: यहाँ हर जगह GPU जीतता है</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="231"/>
        <source>the GPU wins above n ≈ %1 (the per-call overhead hides the width below it)</source>
        <translation>n ≈ %1 से ऊपर GPU जीतता है (उससे नीचे प्रति-कॉल ओवरहेड चौड़ाई को ढक देता है)</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="235"/>
        <source>Crossover</source>
        <translation>क्रॉसओवर</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="317"/>
        <source>&quot;%1&quot; is not a setting of the throughput lab (it has %2)</source>
        <translation>&quot;%1&quot; थ्रूपुट दौड़ की कोई सेटिंग नहीं है (इसमें %2 हैं)</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="329"/>
        <source>&quot;%1&quot; should be one of %2</source>
        <translation>&quot;%1&quot; इनमें से एक होना चाहिए: %2</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="380"/>
        <source>&quot;%1&quot; should be a whole number from 0 to %2</source>
        <translation>&quot;%1&quot; 0 से %2 तक की पूर्ण संख्या होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="411"/>
        <source>&quot;%1&quot; is not a control of the throughput lab</source>
        <translation>&quot;%1&quot; थ्रूपुट दौड़ का कोई नियंत्रण नहीं है</translation>
    </message>
</context>
<context>
    <name>TimingLabState</name>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="55"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="196"/>
        <source>The events read</source>
        <translation>इवेंट पढ़ते हैं</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="197"/>
        <source>The stopwatch reads</source>
        <translation>स्टॉपवॉच दिखाती है</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="199"/>
        <source>Implied speedup</source>
        <translation>निहित स्पीडअप</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="200"/>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="201"/>
        <source>Verdict</source>
        <translation>निष्कर्ष</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="202"/>
        <source>no reading: the program stopped with an error</source>
        <translation>कोई रीडिंग नहीं: प्रोग्राम एक त्रुटि के साथ रुक गया</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="203"/>
        <source>overstated (more than %1 × the honest speedup)</source>
        <translation>बढ़ा-चढ़ाकर (ईमानदार स्पीडअप के %1 गुना से अधिक)</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="206"/>
        <source>understated (less than the honest speedup ÷ %1): %2</source>
        <translation>घटाकर आँका गया (ईमानदार स्पीडअप ÷ %1 से कम): %2</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="208"/>
        <source>close to the honest speedup</source>
        <translation>ईमानदार स्पीडअप के क़रीब</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="209"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="210"/>
        <source>GPU kernel</source>
        <translation>GPU kernel</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="211"/>
        <source>Per-call overhead</source>
        <translation>प्रति-कॉल ओवरहेड</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="212"/>
        <source>Honest speedup</source>
        <translation>ईमानदार स्पीडअप</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="213"/>
        <source>Without the barrier</source>
        <translation>बैरियर के बिना</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="214"/>
        <source>Illusion</source>
        <translation>भ्रम</translation>
    </message>
</context>
<context>
    <name>TimingMeasure</name>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="71"/>
        <source>CPU queue — the same effect as a GPU stream</source>
        <translation>CPU कतार — GPU स्ट्रीम जैसा ही असर</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="77"/>
        <source>matrix size must be at least 1 (got %1)</source>
        <translation>मैट्रिक्स आकार कम से कम 1 होना चाहिए (मिला: %1)</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="79"/>
        <source>repeats must be at least 1 (got %1)</source>
        <translation>दोहराव कम से कम 1 होने चाहिए (मिला: %1)</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="81"/>
        <source>warm-up runs cannot be negative (got %1)</source>
        <translation>वार्म-अप रन ऋणात्मक नहीं हो सकते (मिला: %1)</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="84"/>
        <source>too many runs or too large a matrix (at most %1 repeats, %2 warm-up runs, n = %3)</source>
        <translation>बहुत अधिक रन या बहुत बड़ी मैट्रिक्स (अधिकतम %1 दोहराव, %2 वार्म-अप रन, n = %3)</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="110"/>
        <location filename="../core/timing/timingmeasure.cpp" line="241"/>
        <source>could not allocate the operands for n = %1</source>
        <translation>n = %1 के लिए ऑपरेंड आवंटित नहीं किए जा सके</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="120"/>
        <source>cold call</source>
        <translation>ठंडी (पहली) कॉल</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="146"/>
        <source>cold call: %1</source>
        <translation>ठंडी कॉल: %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="153"/>
        <location filename="../core/timing/timingmeasure.cpp" line="161"/>
        <source>warming up</source>
        <translation>वार्म-अप</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="172"/>
        <source>timing</source>
        <translation>समय माप</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="195"/>
        <source>n = %1: %2</source>
        <translation>n = %1: %2</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="207"/>
        <source>verifying</source>
        <translation>सत्यापन</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="230"/>
        <source>the CUDA backend is not available</source>
        <translation>CUDA बैकएंड उपलब्ध नहीं है</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="244"/>
        <source>CUDA: uploading</source>
        <translation>CUDA: अपलोड</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="247"/>
        <location filename="../core/timing/timingmeasure.cpp" line="271"/>
        <source>CUDA, n = %1: %2</source>
        <translation>CUDA, n = %1: %2</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="250"/>
        <source>CUDA: timing</source>
        <translation>CUDA: समय माप</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="278"/>
        <source>no host memory to read the result back</source>
        <translation>परिणाम वापस पढ़ने के लिए होस्ट मेमोरी नहीं</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="289"/>
        <source>the result could not be read back: %1</source>
        <translation>परिणाम वापस पढ़ा नहीं जा सका: %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="304"/>
        <source>not requested</source>
        <translation>अनुरोध नहीं किया गया</translation>
    </message>
</context>
<context>
    <name>TimingModel</name>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="114"/>
        <source>synchronize(): earlier work finishes</source>
        <translation>synchronize(): पहले का काम पूरा होता है</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="117"/>
        <source>randn for A, B; warm-up A @ B</source>
        <translation>A, B के लिए randn; वार्म-अप A @ B</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="117"/>
        <source>randn for A, B</source>
        <translation>A, B के लिए randn</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="120"/>
        <source>%1 — inside the window</source>
        <translation>%1 — माप की खिड़की के अंदर</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="123"/>
        <source>first call: library set-up, kernel selection</source>
        <translation>पहली कॉल: लाइब्रेरी की तैयारी, kernel चयन</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="125"/>
        <source>launch + overhead</source>
        <translation>लॉन्च + ओवरहेड</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="128"/>
        <source>synchronize(): waits for the kernel</source>
        <translation>synchronize(): kernel की प्रतीक्षा करता है</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="130"/>
        <source>matmul kernel</source>
        <translation>matmul kernel</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="134"/>
        <source>start event</source>
        <translation>स्टार्ट इवेंट</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="135"/>
        <source>stop event</source>
        <translation>स्टॉप इवेंट</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="138"/>
        <source>elapsed_time() raises</source>
        <translation>elapsed_time() त्रुटि देता है</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="140"/>
        <source>timer starts</source>
        <translation>टाइमर शुरू</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="141"/>
        <source>timer stops</source>
        <translation>टाइमर रुकता है</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="165"/>
        <location filename="../core/timing/timingmodel.cpp" line="171"/>
        <source>the first call&apos;s set-up is in the timing</source>
        <translation>पहली कॉल की तैयारी माप में शामिल है</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="166"/>
        <location filename="../core/timing/timingmodel.cpp" line="172"/>
        <source>earlier queued work is in the timing</source>
        <translation>पहले कतार में लगा काम माप में शामिल है</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="180"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/timing/timingmodel.cpp" line="182"/>
        <source>%n minutes</source>
        <translation>
            <numerusform>%n मिनट</numerusform>
            <numerusform>%n मिनट</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="183"/>
        <source>%1 hours</source>
        <translation>%1 घंटे</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="188"/>
        <source>So a %1-hour CPU job would take about %2 on the simulated GPU — not the %3 that the missing barrier promises.</source>
        <translation>तो %1 घंटे का CPU काम सिम्युलेटेड GPU पर लगभग %2 लेगा — वह %3 नहीं जिसका वादा छूटा हुआ बैरियर करता है।</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="199"/>
        <source>Device events, read too early: elapsed_time() does not wait for the stop event. The kernel still has %1 to run, so PyTorch raises instead of returning a time: %2 Synchronize first (end.synchronize() or torch.cuda.synchronize()), then read.</source>
        <translation>डिवाइस इवेंट, बहुत जल्दी पढ़े गए: elapsed_time() स्टॉप इवेंट की प्रतीक्षा नहीं करता। kernel को अभी %1 चलना है, इसलिए PyTorch समय लौटाने के बजाय त्रुटि देता है: %2 पहले सिंक्रोनाइज़ करें (end.synchronize() या torch.cuda.synchronize()), फिर पढ़ें।</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="205"/>
        <source>Device events time the kernel on the GPU itself: %1, read after synchronize() let the stop event complete. Host costs (per-call overhead, first-call set-up) are left out.</source>
        <translation>डिवाइस इवेंट kernel का समय GPU पर ही मापते हैं: %1, synchronize() द्वारा स्टॉप इवेंट पूरा होने देने के बाद पढ़ा गया। होस्ट की लागत (प्रति-कॉल ओवरहेड, पहली कॉल की तैयारी) शामिल नहीं है।</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="210"/>
        <source>No barrier: the timer stopped when the call returned, %1 in, while the kernel ran on for another %2. That is the enqueue, not the work. (Its %3 is the lesson&apos;s stand-in for all per-call overhead — launch, transfer, framework, first use; a bare kernel launch takes microseconds.)</source>
        <translation>कोई बैरियर नहीं: कॉल लौटते ही टाइमर रुक गया, %1 पर, जबकि kernel %2 और चलता रहा। यह कतार में लगाना है, काम नहीं। (इसके %3 पाठ में हर प्रति-कॉल ओवरहेड का प्रतिनिधि हैं — लॉन्च, ट्रांसफ़र, फ़्रेमवर्क, पहला उपयोग; सिर्फ़ kernel लॉन्च में माइक्रोसेकंड लगते हैं।)</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="218"/>
        <source>synchronize() held the timer until the kernel finished: per-call overhead plus work.</source>
        <translation>synchronize() ने टाइमर को kernel पूरा होने तक रोके रखा: प्रति-कॉल ओवरहेड और काम।</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="222"/>
        <source>First call: %1 of library set-up and kernel selection sit inside the window. Warm up first.</source>
        <translation>पहली कॉल: लाइब्रेरी तैयारी और kernel चयन के %1 माप की खिड़की के अंदर हैं। पहले वार्म-अप करें।</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="228"/>
        <source>No barrier before the timer: the GPU was still busy with work queued earlier (%1 of %2), so the timed multiply waited behind it and the reading includes it.</source>
        <translation>टाइमर से पहले बैरियर नहीं: GPU अभी पहले कतार में लगे काम में व्यस्त था (%2 में से %1), इसलिए मापा गया गुणा उसके पीछे रुका और माप में वह भी शामिल है।</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="235"/>
        <source>No barrier before the timer, but the work queued earlier (%1 of %2) was done before the multiply could start, so this time it added nothing to the reading.</source>
        <translation>टाइमर से पहले बैरियर नहीं, पर पहले कतार में लगा काम (%2 में से %1) गुणा शुरू हो पाने से पहले ही पूरा हो चुका था, इसलिए इस बार उसने माप में कुछ नहीं जोड़ा।</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="225"/>
        <source>the randn that made A and B and the warm-up multiply</source>
        <translation>A और B बनाने वाला randn और वार्म-अप गुणा</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="226"/>
        <source>the randn that made A and B</source>
        <translation>A और B बनाने वाला randn</translation>
    </message>
</context>
<context>
    <name>TimingReport</name>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="127"/>
        <source>  %1 — measured on %2</source>
        <translation>  %1 — %2 पर मापा गया</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="129"/>
        <source>    failed: %1</source>
        <translation>    विफल: %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="131"/>
        <source>    submit, no wait (the illusion): %1</source>
        <translation>    सबमिट, बिना प्रतीक्षा (भ्रम):    %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="133"/>
        <source>    submit, then wait (honest):     %1   the un-waited number is %2× too small</source>
        <translation>    सबमिट, फिर प्रतीक्षा (ईमानदार): %1   बिना प्रतीक्षा वाली संख्या %2× बहुत छोटी है</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="138"/>
        <source>    submit, then wait (honest):     %1   close to the un-waited one (%2×): at this n the work is about as quick as handing it over; a larger n shows the gap</source>
        <translation>    सबमिट, फिर प्रतीक्षा (ईमानदार): %1   बिना प्रतीक्षा वाली संख्या के करीब (%2×): इस n पर काम उतना ही तेज़ है जितना उसे सौंपना; बड़ा n अंतर दिखाता है</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="143"/>
        <source>    cold first call: %1 (fresh primitive, cache off: creation %2, first run %3) vs %4 warmed, timed on the worker without the hand-over%5</source>
        <translation>    पहली (ठंडी) कॉल: %1 (नया primitive, cache बंद: बनाना %2, पहला रन %3) बनाम %4 वार्म, worker पर बिना सौंपे मापा गया%5</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="149"/>
        <source> (oneDNN kept its primitive cache: may be warm)</source>
        <translation> (oneDNN ने अपना primitive cache रखा: यह गर्म हो सकता है)</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="150"/>
        <location filename="../core/timing/timingreport.cpp" line="173"/>
        <source>    verified: %1</source>
        <translation>    सत्यापित: %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="151"/>
        <location filename="../core/timing/timingreport.cpp" line="174"/>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="157"/>
        <source>  CUDA stream: not measured — %1</source>
        <translation>  CUDA स्ट्रीम: मापा नहीं गया — %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="159"/>
        <source>  CUDA stream on %1: failed: %2</source>
        <translation>  %1 पर CUDA स्ट्रीम: विफल: %2</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="161"/>
        <source>  CUDA stream, cuBLAS — measured on %1</source>
        <translation>  CUDA स्ट्रीम, cuBLAS — %1 पर मापा गया</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="162"/>
        <source>    launch, no sync (the illusion): %1</source>
        <translation>    लॉन्च, बिना सिंक (भ्रम): %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="163"/>
        <source>    synchronised (honest):          %1   the un-synchronised number is %2× too small</source>
        <translation>    सिंक्रोनाइज़ (ईमानदार):  %1   बिना सिंक वाली संख्या %2× बहुत छोटी है</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="167"/>
        <source>    CUDA events:                    %1</source>
        <translation>    CUDA इवेंट:             %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="170"/>
        <source>      (ungated: %1; the events also hold the launch gap)</source>
        <translation>      (बिना गेट: %1; इवेंट में लॉन्च का अंतराल भी शामिल है)</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="171"/>
        <source>    cold first call: %1 synchronised, %2 by events</source>
        <translation>    ठंडी पहली कॉल: %1 सिंक्रोनाइज़, इवेंट से %2</translation>
    </message>
</context>
<context>
    <name>TimingRunSummary</name>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="22"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (min %2, max %3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (न्यूनतम %2, अधिकतम %3)</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="43"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — measured on %2, n = %3&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2 पर मापा गया, n = %3&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="48"/>
        <location filename="../labs/timing/runsummary.cpp" line="91"/>
        <source>cancelled before the first reading</source>
        <translation>पहली रीडिंग से पहले रद्द किया गया</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="49"/>
        <source>submit, no wait: %1&lt;br&gt;</source>
        <translation>सबमिट, बिना प्रतीक्षा: %1&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="50"/>
        <source>submit, then wait: %1&lt;br&gt;</source>
        <translation>सबमिट, फिर प्रतीक्षा: %1&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="54"/>
        <source>Stopping the clock at submit() makes the multiply look &lt;b&gt;%1× faster&lt;/b&gt; than it is.&lt;br&gt;</source>
        <translation>submit() पर घड़ी रोकने से गुणा असल से &lt;b&gt;%1× तेज़&lt;/b&gt; दिखता है।&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="58"/>
        <source>Here the two readings are close (&lt;b&gt;%1×&lt;/b&gt;): at n = %2 the multiply takes about as long as handing it to the queue, so skipping the wait hides little. A larger n shows the gap.&lt;br&gt;</source>
        <translation>यहाँ दोनों माप करीब हैं (&lt;b&gt;%1×&lt;/b&gt;): n = %2 पर गुणा उतना ही समय लेता है जितना उसे कतार को सौंपना, इसलिए प्रतीक्षा छोड़ने से बहुत कम छिपता है। बड़ा n अंतर दिखाता है।&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="63"/>
        <source>Cold first call: &lt;b&gt;%1&lt;/b&gt; (a fresh primitive, cache off: creation %2, first run on a fresh thread %3) against %4 for a warmed multiply timed on the worker itself%5; that figure leaves out handing the work to the queue and waking the waiting thread, so it is a little below &quot;submit, then wait&quot;.&lt;br&gt;</source>
        <translation>पहली (ठंडी) कॉल: &lt;b&gt;%1&lt;/b&gt; (नया primitive, cache बंद: बनाना %2, नए thread पर पहला रन %3) बनाम %4, worker पर ही मापा गया एक वार्म गुणा%5; यह आँकड़ा कतार को काम सौंपना और इंतज़ार करते thread को जगाना छोड़ देता है, इसलिए &quot;सबमिट, फिर प्रतीक्षा&quot; से थोड़ा कम रहता है।&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="71"/>
        <source> — oneDNN kept its primitive cache, so this may be warm</source>
        <translation> — oneDNN ने अपना primitive cache रखा, इसलिए यह गर्म हो सकता है</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="78"/>
        <source>&lt;br&gt;cancelled: the readings so far are shown</source>
        <translation>&lt;br&gt;रद्द किया गया: अब तक की रीडिंग दिखाई गई हैं</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="85"/>
        <source>&lt;b&gt;CUDA&lt;/b&gt; — not measured: %1</source>
        <translation>&lt;b&gt;CUDA&lt;/b&gt; — मापा नहीं गया: %1</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="86"/>
        <source>&lt;b&gt;CUDA stream, cuBLAS&lt;/b&gt; — measured on %1, n = %2&lt;br&gt;</source>
        <translation>&lt;b&gt;CUDA स्ट्रीम, cuBLAS&lt;/b&gt; — %1 पर मापा गया, n = %2&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="92"/>
        <source>host clock, no sync: %1&lt;br&gt;</source>
        <translation>होस्ट घड़ी, बिना सिंक: %1&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="93"/>
        <source>host clock, synchronised: %1&lt;br&gt;</source>
        <translation>होस्ट घड़ी, सिंक्रोनाइज़: %1&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="94"/>
        <source>CUDA events: %1&lt;br&gt;</source>
        <translation>CUDA इवेंट: %1&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="96"/>
        <source>First (cold) call: %1 synchronised, %2 by events%3.&lt;br&gt;</source>
        <translation>पहली (ठंडी) कॉल: %1 सिंक्रोनाइज़, इवेंट से %2%3।&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="98"/>
        <source>, the first cuBLAS multiply of this process</source>
        <translation>, इस प्रोसेस का पहला cuBLAS गुणा</translation>
    </message>
</context>
<context>
    <name>TorchFinder</name>
    <message>
        <location filename="../core/torch/torchfinder.cpp" line="77"/>
        <source>picked by you</source>
        <translation>आपके द्वारा चुना गया</translation>
    </message>
    <message>
        <location filename="../core/torch/torchfinder.cpp" line="143"/>
        <source>PyTorch %1 in %2</source>
        <translation>%2 में PyTorch %1</translation>
    </message>
    <message>
        <location filename="../core/torch/torchfinder.cpp" line="144"/>
        <source>no PyTorch in %1 (%2)</source>
        <translation>%1 में PyTorch नहीं (%2)</translation>
    </message>
    <message>
        <location filename="../core/torch/torchfinder.cpp" line="145"/>
        <source>%1 did not answer: %2</source>
        <translation>%1 ने उत्तर नहीं दिया: %2</translation>
    </message>
    <message>
        <location filename="../core/torch/torchfinder.cpp" line="154"/>
        <source>CUDA %1 build</source>
        <translation>CUDA %1 बिल्ड</translation>
    </message>
    <message>
        <location filename="../core/torch/torchfinder.cpp" line="155"/>
        <source>macOS build (MPS)</source>
        <translation>macOS बिल्ड (MPS)</translation>
    </message>
    <message>
        <location filename="../core/torch/torchfinder.cpp" line="156"/>
        <source>CPU-only build</source>
        <translation>केवल-CPU बिल्ड</translation>
    </message>
    <message>
        <location filename="../core/torch/torchfinder.cpp" line="157"/>
        <source>%1, picks %2</source>
        <translation>%1, %2 चुनता है</translation>
    </message>
</context>
<context>
    <name>TorchTiming</name>
    <message>
        <location filename="../core/torch/torchtiming.cpp" line="54"/>
        <source>PyTorch %1 on %2, n = %3, median of %4 after %5 warm-up:</source>
        <translation>%2 पर PyTorch %1, n = %3, %5 वार्म-अप के बाद %4 का median:</translation>
    </message>
    <message>
        <location filename="../core/torch/torchtiming.cpp" line="59"/>
        <source>%1 %2 read right after a @ b, %3 with nothing to wait for. On the CPU the call returns when the product is done, so there is no illusion to see here.</source>
        <translation>%1 a @ b के ठीक बाद पढ़ा गया %2, %3 जब इंतज़ार के लिए कुछ नहीं है। CPU पर कॉल तभी लौटता है जब गुणनफल पूरा हो जाता है, इसलिए यहाँ कोई भ्रम नहीं दिखता।</translation>
    </message>
    <message>
        <location filename="../core/torch/torchtiming.cpp" line="62"/>
        <source>%1 %2 without the barrier, %3 with %4: the un-waited reading looks %5× faster.</source>
        <translation>%1 बैरियर के बिना %2, %4 के साथ %3: बिना इंतज़ार वाली रीडिंग %5× तेज़ दिखती है।</translation>
    </message>
</context>
<context>
    <name>TrResultsFile</name>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="245"/>
        <source>&quot;%1&quot; must be fp32, tf32, bf16 or fp16.</source>
        <translation>&quot;%1&quot; fp32, tf32, bf16 या fp16 होना चाहिए।</translation>
    </message>
</context>
<context>
    <name>Verify</name>
    <message>
        <location filename="../core/verify.cpp" line="47"/>
        <source>|c − ref| ≤ %1 · Σ|a·b| (fp32 summation: 16·√n·ε, n = %2)</source>
        <translation>|c − ref| ≤ %1 · Σ|a·b| (fp32 योग: 16·√n·ε, n = %2)</translation>
    </message>
    <message>
        <location filename="../core/verify.cpp" line="51"/>
        <source>|c − ref| ≤ %1 · Σ|a·b| (%2 inputs: 2u + u² with u = 2^-%3, plus fp32 summation 16·√n·ε, n = %4)</source>
        <translation>|c − ref| ≤ %1 · Σ|a·b| (%2 इनपुट: 2u + u², जहाँ u = 2^-%3, साथ में fp32 योग 16·√n·ε, n = %4)</translation>
    </message>
    <message>
        <location filename="../core/verify.cpp" line="97"/>
        <source>%1 of %1 sampled entries match a double-precision reference</source>
        <translation>%1 में से %1 नमूना प्रविष्टियाँ डबल-प्रिसिज़न संदर्भ से मेल खाती हैं</translation>
    </message>
    <message>
        <location filename="../core/verify.cpp" line="99"/>
        <source>WRONG RESULT: %1 of %2 sampled entries differ from the double-precision reference (worst error %3× the tolerance)</source>
        <translation>गलत परिणाम: %2 में से %1 नमूना प्रविष्टियाँ डबल-प्रिसिज़न संदर्भ से अलग हैं (सबसे बड़ी त्रुटि सहनसीमा की %3×)</translation>
    </message>
</context>
<context>
    <name>Vram</name>
    <message>
        <location filename="../core/vram/vramcards.cpp" line="13"/>
        <source>The cards follow the lesson&apos;s arithmetic in decimal GB: its 24 GB card is 24×10⁹ bytes. The &quot;24 GB&quot; on a real card means 24 GiB, which PyTorch prints as 25.8 (bytes ÷ 10⁹), so a real card holds about 7 % more than the lesson&apos;s figure; some report a little less than their label (a 16 GB T4 with ECC on: about 15.8).</source>
        <translation>कार्ड पाठ के दशमलव GB वाले हिसाब का पालन करते हैं: उसका 24 GB कार्ड 24×10⁹ बाइट है। असली कार्ड पर &quot;24 GB&quot; का अर्थ 24 GiB है, जिसे PyTorch 25.8 (बाइट ÷ 10⁹) प्रिंट करता है, इसलिए असली कार्ड पाठ के आँकड़े से लगभग 7 % ज़्यादा रखता है; कुछ अपने लेबल से थोड़ा कम बताते हैं (ECC चालू वाला 16 GB T4: लगभग 15.8)।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramcards.cpp" line="23"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../core/vram/vramcards.cpp" line="38"/>
        <source>custom %1 GB</source>
        <translation>कस्टम %1 GB</translation>
    </message>
    <message>
        <location filename="../core/vram/vramcards.cpp" line="42"/>
        <source>this GPU (%1), total %2 GB</source>
        <translation>यह GPU (%1), कुल %2 GB</translation>
    </message>
    <message>
        <location filename="../core/vram/vramcards.cpp" line="48"/>
        <source>this GPU, free now: %1 GB</source>
        <translation>यह GPU, अभी खाली: %1 GB</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="30"/>
        <source>Halve the batch</source>
        <translation>बैच आधा करें</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="35"/>
        <source>Activations grow with the batch, so half the batch keeps about half of them; accumulating twice as many steps keeps the effective batch.</source>
        <translation>एक्टिवेशन बैच के साथ बढ़ते हैं, इसलिए आधा बैच उनका लगभग आधा रखता है; दोगुने एक्यूमुलेशन चरण प्रभावी बैच को बनाए रखते हैं।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="38"/>
        <source>The batch is already 1.</source>
        <translation>बैच पहले से 1 है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="42"/>
        <source>Mixed precision (bf16 autocast)</source>
        <translation>मिश्रित प्रिसिज़न (bf16 autocast)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="46"/>
        <source>torch.autocast leaves the weights, gradients and optimizer state in fp32 and runs eligible ops (matrix multiplies) in bf16, so the activations they save are half the size; it also keeps a bf16 copy of each weight it casts until the backward pass. It saves activation memory, not weight memory. bf16 needs no GradScaler; fp16 does, because its small range underflows gradients.</source>
        <translation>torch.autocast वेट, ग्रेडिएंट और optimizer स्टेट को fp32 में रहने देता है और योग्य ऑपरेशन (मैट्रिक्स गुणा) bf16 में चलाता है, इसलिए वे जो एक्टिवेशन सहेजते हैं वे आधे आकार के होते हैं; यह backward pass तक हर कास्ट किए गए वेट की bf16 कॉपी भी रखता है। यह एक्टिवेशन मेमोरी बचाता है, वेट मेमोरी नहीं। bf16 को GradScaler नहीं चाहिए; fp16 को चाहिए, क्योंकि उसकी छोटी रेंज में ग्रेडिएंट underflow हो जाते हैं।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="53"/>
        <source>Autocast is on already.</source>
        <translation>autocast पहले से चालू है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="54"/>
        <source>Autocast matters for full training of fp32 weights; this plan&apos;s weights are already below fp32 or not trained.</source>
        <translation>autocast fp32 वेट की पूर्ण ट्रेनिंग में मायने रखता है; इस योजना के वेट पहले से fp32 से नीचे हैं या ट्रेन नहीं हो रहे।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="59"/>
        <source>Store the weights in bf16 (model.to(torch.bfloat16))</source>
        <translation>वेट को bf16 में रखें (model.to(torch.bfloat16))</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="69"/>
        <source>The weights are already below fp32.</source>
        <translation>वेट पहले से fp32 से नीचे हैं।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="64"/>
        <source>Not autocast: the model itself is converted, so every weight takes 2 bytes instead of 4. In training, updates too small for bf16&apos;s 7 stored mantissa bits (8 with the hidden one) are rounded away unless an fp32 master copy is kept — a different choice with its own risks.</source>
        <translation>autocast नहीं: मॉडल को ही बदला जाता है, इसलिए हर वेट 4 की जगह 2 बाइट लेता है। ट्रेनिंग में, bf16 के 7 सहेजे mantissa बिट (छिपे बिट के साथ 8) के लिए बहुत छोटे अपडेट गोल होकर खो जाते हैं, जब तक fp32 मास्टर कॉपी न रखी जाए — अपने जोखिमों वाला एक अलग फ़ैसला।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="78"/>
        <source>Wrap evaluation in no_grad()</source>
        <translation>मूल्यांकन को no_grad() में लपेटें</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="86"/>
        <source>Not for a training step: backward needs the graph. no_grad() around an evaluation pass stops autograd keeping that pass&apos;s activations (about %1 GB at this batch), but the peak of the training step, which is what this plan counts, stays the same.</source>
        <translation>ट्रेनिंग के कदम के लिए नहीं: backward को ग्राफ़ चाहिए। मूल्यांकन वाले pass के चारों ओर no_grad() autograd को उस pass के एक्टिवेशन रखने से रोकता है (इस बैच पर लगभग %1 GB), पर ट्रेनिंग के कदम का शिखर, जिसे यह योजना गिनती है, वैसा ही रहता है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="90"/>
        <source>This inference figure already assumes no_grad() or inference_mode(): weights and KV cache only. Without it, the forward pass would also keep about %1 GB of activations for a backward pass that never comes.</source>
        <translation>यह इन्फ़रेंस आँकड़ा पहले से no_grad() या inference_mode() मानकर चलता है: केवल वेट और KV कैश। इसके बिना forward pass उस backward pass के लिए लगभग %1 GB एक्टिवेशन भी रखता जो कभी नहीं आता।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="97"/>
        <source>Store loss.item(), not loss</source>
        <translation>loss नहीं, loss.item() सहेजें</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="101"/>
        <source>A kept loss tensor keeps its whole graph, activations included, alive; the Python number from .item() keeps nothing.</source>
        <translation>रखा गया loss टेंसर अपना पूरा ग्राफ़, एक्टिवेशन सहित, ज़िंदा रखता है; .item() से मिली Python संख्या कुछ नहीं रखती।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="104"/>
        <source>No loss tensors are being kept.</source>
        <translation>कोई loss टेंसर नहीं रखा जा रहा।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="108"/>
        <source>Half-size model</source>
        <translation>आधे आकार का मॉडल</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="115"/>
        <source>Every byte per parameter applies to half as many parameters.</source>
        <translation>हर प्रति-पैरामीटर बाइट आधे पैरामीटरों पर लागू होता है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="117"/>
        <source>The model is already as small as the planner goes.</source>
        <translation>मॉडल पहले से उतना छोटा है जितना प्लानर जाता है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="121"/>
        <source>Half-length inputs</source>
        <translation>आधी लंबाई के इनपुट</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="127"/>
        <source>The KV cache is linear in the sequence length: half the tokens, half the cache.</source>
        <translation>KV कैश अनुक्रम लंबाई के साथ रैखिक है: आधे टोकन, आधा कैश।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="129"/>
        <source>Real activations shrink with the sequence (see the PyTorch estimates); the lesson&apos;s teaching figure does not model it.</source>
        <translation>असली एक्टिवेशन अनुक्रम के साथ घटते हैं (PyTorch अनुमान देखें); पाठ का शिक्षण आँकड़ा इसे नहीं दर्शाता।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="132"/>
        <source>Activations halve: with SDPA every saved tensor, the logits included, is linear in the sequence length.</source>
        <translation>एक्टिवेशन आधे हो जाते हैं: SDPA के साथ हर सहेजा गया टेंसर, logits समेत, अनुक्रम की लंबाई में रैखिक है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="134"/>
        <source>Activations shrink by more than half: the attention term grows with the square of the sequence.</source>
        <translation>एक्टिवेशन आधे से ज़्यादा घटते हैं: attention वाला हिस्सा अनुक्रम के वर्ग के साथ बढ़ता है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="137"/>
        <source>The sequence is one token already.</source>
        <translation>अनुक्रम पहले से एक टोकन का है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="141"/>
        <source>Gradient checkpointing</source>
        <translation>ग्रेडिएंट चेकपॉइंटिंग</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="145"/>
        <source>Store activations only at a few checkpoints and rebuild the others when the backward pass reaches them: one extra forward pass, about a third more compute per step, buys back most of the activation memory.</source>
        <translation>एक्टिवेशन केवल कुछ चेकपॉइंट पर रखें और बाकी को तब दोबारा बनाएँ जब backward pass उन तक पहुँचे: एक अतिरिक्त forward pass, यानी हर कदम पर लगभग एक-तिहाई ज़्यादा गणना, एक्टिवेशन मेमोरी का ज़्यादातर हिस्सा वापस दिला देता है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="150"/>
        <source>Checkpointing is on already.</source>
        <translation>चेकपॉइंटिंग पहले से चालू है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="150"/>
        <source>Inference stores no activations.</source>
        <translation>इन्फ़रेंस कोई एक्टिवेशन नहीं रखता।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="154"/>
        <source>LoRA adapters (rank %1)</source>
        <translation>LoRA एडैप्टर (रैंक %1)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="158"/>
        <source>The base is frozen: no gradients or optimizer state for it, only for the small adapters. Activations stay, so at long context the saving shrinks.</source>
        <translation>बेस मॉडल फ़्रीज़ है: उसके लिए कोई ग्रेडिएंट या optimizer स्टेट नहीं, केवल छोटे एडैप्टरों के लिए। एक्टिवेशन बने रहते हैं, इसलिए लंबे कॉन्टेक्स्ट पर बचत घट जाती है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="161"/>
        <source>Applies to full training.</source>
        <translation>पूर्ण ट्रेनिंग पर लागू।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="165"/>
        <location filename="../core/vram/vramnames.cpp" line="179"/>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4-बिट बेस)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="170"/>
        <source>LoRA on a base stored in 4 bits: about 1 byte per frozen weight in the lesson&apos;s rounding, 0.5 B plus block constants in the precise count.</source>
        <translation>4 बिट में सहेजे गए बेस पर LoRA: पाठ की गोलाई में हर फ़्रीज़ वेट के लिए लगभग 1 बाइट, सटीक गिनती में 0.5 B और ब्लॉक स्थिरांक।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="173"/>
        <source>Applies to full training and LoRA.</source>
        <translation>पूर्ण ट्रेनिंग और LoRA पर लागू।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="178"/>
        <source>Shard over %1 GPUs (ZeRO-3)</source>
        <translation>%1 GPU पर शार्ड करें (ZeRO-3)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="183"/>
        <source>Weights, gradients and optimizer state are split over the GPUs; each GPU keeps its own activations, so those do not shrink.</source>
        <translation>वेट, ग्रेडिएंट और optimizer स्टेट GPU में बाँटे जाते हैं; हर GPU अपने एक्टिवेशन रखता है, इसलिए वे नहीं घटते।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="186"/>
        <source>Sharding here is a training technique.</source>
        <translation>यहाँ शार्डिंग एक ट्रेनिंग तकनीक है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="197"/>
        <source>Not a saving for this plan: it would change the total by %1%2 GB. %3</source>
        <translation>इस योजना के लिए कोई बचत नहीं: इससे कुल %1%2 GB बदलेगा। %3</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="28"/>
        <source>give a parameter count such as 7B or 124M</source>
        <translation>7B या 124M जैसी पैरामीटर संख्या दें</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="40"/>
        <source>&quot;%1&quot; is not a parameter count (try 7B, 124M or 1.5B)</source>
        <translation>&quot;%1&quot; पैरामीटर संख्या नहीं है (7B, 124M या 1.5B आज़माएँ)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="48"/>
        <location filename="../core/vram/vramnames.cpp" line="75"/>
        <source>%1 parameters is outside what the planner covers (1M … 10T)</source>
        <translation>%1 पैरामीटर प्लानर की सीमा (1M … 10T) से बाहर हैं</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="62"/>
        <source>unknown suffix &quot;%1&quot; in &quot;%2&quot; (use K, M, B or T)</source>
        <translation>&quot;%2&quot; में अज्ञात प्रत्यय &quot;%1&quot; (K, M, B या T इस्तेमाल करें)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="67"/>
        <source>the parameter count must be positive (got %1)</source>
        <translation>पैरामीटर संख्या धनात्मक होनी चाहिए (मिला: %1)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="71"/>
        <source>the parameter count must be positive, not zero</source>
        <translation>पैरामीटर संख्या धनात्मक होनी चाहिए, शून्य नहीं</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="98"/>
        <source>%1 T</source>
        <comment>trillion parameters</comment>
        <translation>%1 T</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="100"/>
        <source>%1 B</source>
        <comment>billion parameters</comment>
        <translation>%1 B</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="102"/>
        <source>%1 M</source>
        <comment>million parameters</comment>
        <translation>%1 M</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="103"/>
        <source>%1 K</source>
        <comment>thousand parameters</comment>
        <translation>%1 K</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="165"/>
        <source>fp32 (4 B)</source>
        <translation>fp32 (4 B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="166"/>
        <source>fp16 (2 B)</source>
        <translation>fp16 (2 B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="167"/>
        <source>bf16 (2 B)</source>
        <translation>bf16 (2 B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="168"/>
        <source>int8 (1 B)</source>
        <translation>int8 (1 B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="169"/>
        <source>4-bit (0.5 B)</source>
        <translation>4-बिट (0.5 B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="176"/>
        <source>Inference</source>
        <translation>इन्फ़रेंस</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="177"/>
        <source>Full training</source>
        <translation>पूर्ण ट्रेनिंग</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="178"/>
        <source>LoRA fine-tuning</source>
        <translation>LoRA फ़ाइन-ट्यूनिंग</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="186"/>
        <source>SGD, no momentum (0 B)</source>
        <translation>momentum के बिना SGD (0 B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="210"/>
        <source>Lesson estimate (0.5 GB at 7B, ~100 tokens)</source>
        <translation>पाठ का अनुमान (7B पर 0.5 GB, ~100 टोकन)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="211"/>
        <source>Megatron-style fused kernels (Korthikanti et al.)</source>
        <translation>Megatron-शैली के fused kernels (Korthikanti et al.)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="212"/>
        <source>PyTorch (eager attention)</source>
        <translation>PyTorch (eager attention)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="213"/>
        <source>PyTorch (SDPA attention)</source>
        <translation>PyTorch (SDPA attention)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="187"/>
        <source>SGD + momentum (4 B)</source>
        <translation>SGD + momentum (4 B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="188"/>
        <source>Adam / AdamW (8 B)</source>
        <translation>Adam / AdamW (8 B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="189"/>
        <source>8-bit Adam (2 B)</source>
        <translation>8-बिट Adam (2 B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="196"/>
        <source>None</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="197"/>
        <source>ZeRO-1: optimizer state</source>
        <translation>ZeRO-1: optimizer स्टेट</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="198"/>
        <source>ZeRO-2: + gradients</source>
        <translation>ZeRO-2: + ग्रेडिएंट</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="199"/>
        <source>ZeRO-3 / FSDP: + weights</source>
        <translation>ZeRO-3 / FSDP: + वेट</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="205"/>
        <source>Lesson (2 + 4 + 8)</source>
        <translation>पाठ (2 + 4 + 8)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="205"/>
        <source>Mixed precision (≈16 B)</source>
        <translation>मिश्रित प्रिसिज़न (≈16 B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="220"/>
        <source>Weights</source>
        <translation>वेट</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="221"/>
        <source>Gradients</source>
        <translation>ग्रेडिएंट</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="222"/>
        <source>Optimizer state</source>
        <translation>optimizer स्टेट</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="223"/>
        <source>Activations</source>
        <translation>एक्टिवेशन</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="224"/>
        <source>KV cache</source>
        <translation>KV कैश</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="225"/>
        <source>Headroom</source>
        <translation>हेडरूम</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="105"/>
        <source>the parameter count must be between 1M and 10T</source>
        <translation>पैरामीटर संख्या 1M और 10T के बीच होनी चाहिए</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="107"/>
        <source>active parameters must be between 0 and the total</source>
        <translation>सक्रिय पैरामीटर 0 और कुल के बीच होने चाहिए</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="109"/>
        <source>the batch size must be between 1 and %1</source>
        <translation>बैच आकार 1 और %1 के बीच होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="111"/>
        <source>the sequence length must be between 1 and %1 tokens</source>
        <translation>अनुक्रम लंबाई 1 और %1 टोकन के बीच होनी चाहिए</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="113"/>
        <source>gradient accumulation must be between 1 and %1 steps</source>
        <translation>ग्रेडिएंट एक्यूमुलेशन 1 और %1 चरणों के बीच होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="115"/>
        <source>the number of GPUs must be between 1 and %1</source>
        <translation>GPU की संख्या 1 और %1 के बीच होनी चाहिए</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="117"/>
        <source>the LoRA rank must be between 1 and %1</source>
        <translation>LoRA रैंक 1 और %1 के बीच होनी चाहिए</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="119"/>
        <source>kept graphs must be between 0 and %1</source>
        <translation>रखे गए ग्राफ़ 0 और %1 के बीच होने चाहिए</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="121"/>
        <source>the headroom must be between 0 and 100 GB</source>
        <translation>हेडरूम 0 और 100 GB के बीच होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="41"/>
        <source>Lesson teaching estimate: 0.5 GB at 7B, batch 1 and about 100 tokens, × batch × (active params ÷ 7B), ÷ 8 for checkpointing.</source>
        <translation>पाठ का शिक्षण अनुमान: 7B, बैच 1 और लगभग 100 टोकन पर 0.5 GB, × बैच × (सक्रिय पैरामीटर ÷ 7B), चेकपॉइंटिंग के साथ ÷ 8।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="43"/>
        <source>Lesson teaching estimate: 0.5 GB at 7B and batch 1, × batch × (active params ÷ 7B); it assumes about 100 tokens and does not model the sequence length.</source>
        <translation>पाठ का शिक्षण अनुमान: 7B और बैच 1 पर 0.5 GB, × बैच × (सक्रिय पैरामीटर ÷ 7B); यह लगभग 100 टोकन मानता है और अनुक्रम की लंबाई को मॉडल नहीं करता।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="47"/>
        <source>Architecture estimate, full recomputation: 2·s·b·h bytes per layer (Korthikanti et al. 2022).</source>
        <translation>आर्किटेक्चर अनुमान, पूर्ण पुनर्गणना: प्रति लेयर 2·s·b·h बाइट (Korthikanti et al. 2022)।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="49"/>
        <source>Architecture estimate: s·b·h·(34 + 5·a·s/h) bytes per layer for 16-bit activations (Korthikanti et al. 2022), what Megatron&apos;s fused kernels keep.</source>
        <translation>आर्किटेक्चर अनुमान: 16-बिट एक्टिवेशन के लिए प्रति लेयर s·b·h·(34 + 5·a·s/h) बाइट (Korthikanti et al. 2022), जो Megatron के fused kernels रखते हैं।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="53"/>
        <source>PyTorch, eager attention: every tensor autograd saves for this shape at %1 tokens, the s×s attention scores included, plus the logits; checked op by op against real PyTorch runs.</source>
        <translation>PyTorch, eager attention: %1 टोकन पर इस आकार के लिए autograd जो भी टेंसर सहेजता है, s×s attention scores समेत, और logits; हर op असली PyTorch रन से मिलाया गया।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="59"/>
        <source>PyTorch with scaled_dot_product_attention (the transformers default): every tensor autograd saves for this shape at %1 tokens, no s×s scores, plus the logits; checked op by op against real PyTorch runs.</source>
        <translation>scaled_dot_product_attention के साथ PyTorch (transformers का डिफ़ॉल्ट): %1 टोकन पर इस आकार के लिए autograd जो भी टेंसर सहेजता है, कोई s×s scores नहीं, और logits; हर op असली PyTorch रन से मिलाया गया।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="249"/>
        <source>Inference keeps no graph: no activations are stored, only the KV cache.</source>
        <translation>इन्फ़रेंस कोई ग्राफ़ नहीं रखता: कोई एक्टिवेशन नहीं सहेजे जाते, केवल KV कैश।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="258"/>
        <source>Shape guessed from the count: %1 layers, hidden size %2, %3 heads.</source>
        <translation>संख्या से अनुमानित संरचना: %1 लेयर, hidden आकार %2, %3 हेड।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="263"/>
        <source>Mixture of experts: all %1 B parameters must be in memory, though only %2 B work per token.</source>
        <translation>Mixture of experts: सभी %1 B पैरामीटर मेमोरी में होने चाहिए, भले ही प्रति टोकन केवल %2 B काम करें।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="268"/>
        <source>The sequence is longer than the model&apos;s context of %1 tokens.</source>
        <translation>अनुक्रम मॉडल के %1 टोकन के कॉन्टेक्स्ट से लंबा है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="270"/>
        <source>Full training of int8 / 4-bit weights is not how it is done; QLoRA trains adapters on a quantised base.</source>
        <translation>int8 / 4-बिट वेट की पूर्ण ट्रेनिंग इस तरह नहीं की जाती; QLoRA क्वांटाइज़्ड बेस पर एडैप्टर ट्रेन करता है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="273"/>
        <source>QLoRA always stores the base in 4-bit; the weight precision choice is ignored.</source>
        <translation>QLoRA बेस को हमेशा 4-बिट में रखता है; वेट प्रिसिज़न का चुनाव अनदेखा होता है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="275"/>
        <source>Sharding divides model states over %1 GPUs; every GPU still holds its own activations.</source>
        <translation>शार्डिंग मॉडल स्टेट को %1 GPU में बाँटती है; हर GPU फिर भी अपने एक्टिवेशन रखता है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="278"/>
        <source>ZeRO sharding is a training technique; it is ignored for inference.</source>
        <translation>ZeRO शार्डिंग एक ट्रेनिंग तकनीक है; इन्फ़रेंस में इसे अनदेखा किया जाता है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="280"/>
        <source>Autocast: weights, gradients and optimizer state stay fp32; activations are 16-bit, and the 16-bit copies of the weights it casts (2 B/param until the backward pass) are counted with the weights.</source>
        <translation>autocast: वेट, ग्रेडिएंट और optimizer स्टेट fp32 रहते हैं; एक्टिवेशन 16-बिट हैं, और कास्ट किए गए वेट की 16-बिट कॉपियाँ (backward pass तक 2 B/पैरामीटर) वेट के साथ गिनी जाती हैं।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="284"/>
        <source>Autocast changes nothing in this plan: it matters when fp32 weights are fully trained.</source>
        <translation>इस योजना में autocast कुछ नहीं बदलता: यह तब मायने रखता है जब fp32 वेट की पूरी ट्रेनिंग हो।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="287"/>
        <source>%1 kept `loss` tensors hold %1 extra graphs of activations alive.</source>
        <translation>रखे गए %1 `loss` टेंसर एक्टिवेशन के %1 अतिरिक्त ग्राफ़ ज़िंदा रखते हैं।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="291"/>
        <source>Against torch.cuda.max_memory_allocated(), compare the total without headroom: the real peak comes as backward starts (saved tensors plus the logits&apos; two fp32 gradients, %1; no parameter gradients yet). Not counted: the CUDA context, cached free blocks, cuBLAS&apos;s workspace (4 MiB per stream, 32 MiB on Hopper).</source>
        <translation>torch.cuda.max_memory_allocated() से headroom के बिना कुल की तुलना करें: असली चरम backward की शुरुआत में आता है (सहेजे गए टेंसर और logits के दो fp32 gradients, %1; parameters के gradients अभी नहीं)। नहीं गिना गया: CUDA context, cache किए गए खाली blocks, cuBLAS का workspace (प्रति stream 4 MiB, Hopper पर 32 MiB)।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="357"/>
        <source>%1 GB is kept back: the CUDA context itself (about 0.3–0.45 GB, with the lazy module loading PyTorch uses since 1.13), then the allocator&apos;s reserve and library workspaces. The lesson&apos;s &quot;a gigabyte or two&quot;, at the end that still lets a 16 GB T4 serve a 7B model in fp16, as the lesson says it can. Keep more when other programs share the card.</source>
        <translation>%1 GB रोककर रखा जाता है: ख़ुद CUDA कॉन्टेक्स्ट (लगभग 0.3–0.45 GB, उस lazy module loading के साथ जो PyTorch 1.13 से इस्तेमाल करता है), फिर एलोकेटर का रिज़र्व और लाइब्रेरी के वर्कस्पेस। यह पाठ का &quot;एक-दो गीगाबाइट&quot; है, उस छोर पर जिस पर 16 GB T4 अब भी fp16 में 7B मॉडल सर्व कर लेता है, जैसा पाठ कहता है। जब दूसरे प्रोग्राम भी कार्ड इस्तेमाल करें तो ज़्यादा रोकें।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="366"/>
        <source>The lesson keeps 16-bit weights with fp32 gradients (2 + 4 + 8 = 14 B/param); real mixed-precision training keeps 16-bit gradients but adds an fp32 master copy of the weights for the optimizer to update (2 + 2 + 4 + 8 = 16 B/param), so it needs about 2 bytes more per parameter.</source>
        <translation>पाठ 16-बिट वेट और fp32 ग्रेडिएंट मानता है (2 + 4 + 8 = 14 B/पैरामीटर); असली मिश्रित-प्रिसिज़न ट्रेनिंग 16-बिट ग्रेडिएंट रखती है पर optimizer के अपडेट के लिए वेट की एक fp32 मास्टर कॉपी जोड़ती है (2 + 2 + 4 + 8 = 16 B/पैरामीटर), इसलिए प्रति पैरामीटर लगभग 2 बाइट ज़्यादा चाहिए।</translation>
    </message>
</context>
<context>
    <name>VramLabModel</name>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="108"/>
        <source>its &quot;%1&quot; is outside %2 to %3</source>
        <translation>इसका &quot;%1&quot; %2 से %3 की सीमा से बाहर है</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="115"/>
        <source>its &quot;%1&quot; should be a number</source>
        <translation>इसका &quot;%1&quot; एक संख्या होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="127"/>
        <source>its &quot;%1&quot; should be a whole number</source>
        <translation>इसका &quot;%1&quot; पूर्ण संख्या होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="158"/>
        <source>its &quot;%1&quot; should be one of: %2</source>
        <translation>इसका &quot;%1&quot; इनमें से एक होना चाहिए: %2</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="206"/>
        <source>its &quot;%1&quot; should be the name of a model, or &quot;&quot; for a typed count</source>
        <translation>इसका &quot;%1&quot; किसी मॉडल का नाम होना चाहिए, या टाइप की गई संख्या के लिए &quot;&quot;</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="216"/>
        <source>its &quot;%1&quot; should be &quot;&quot; or one of: %2</source>
        <translation>इसका &quot;%1&quot; &quot;&quot; या इनमें से एक होना चाहिए: %2</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="233"/>
        <source>its &quot;%1&quot; is not the count of the model &quot;%2&quot; (%3): leave one of them out</source>
        <translation>इसका &quot;%1&quot; मॉडल &quot;%2&quot; की संख्या (%3) नहीं है: इनमें से एक को हटा दें</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="276"/>
        <source>its &quot;%1&quot; should be true or false</source>
        <translation>इसका &quot;%1&quot; true या false होना चाहिए</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="294"/>
        <location filename="../core/vram/vramlabmodel.cpp" line="383"/>
        <source>it has a setting &quot;%1&quot; that this lab does not have</source>
        <translation>इसमें &quot;%1&quot; सेटिंग है, जो इस लैब में नहीं है</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="401"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="401"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="413"/>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="413"/>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="428"/>
        <source>Model</source>
        <translation>मॉडल</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="430"/>
        <source>%1 parameters, %2</source>
        <translation>%1 पैरामीटर, %2</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="431"/>
        <source>%1 (%2 parameters), %3</source>
        <translation>%1 (%2 पैरामीटर), %3</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="434"/>
        <location filename="../core/vram/vramlabmodel.cpp" line="443"/>
        <source>Verdict</source>
        <translation>निर्णय</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="437"/>
        <source>Total per GPU</source>
        <translation>प्रति GPU कुल</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="438"/>
        <source>Bookkeeping</source>
        <translation>हिसाब</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="439"/>
        <source>Planned</source>
        <translation>नियोजित</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="440"/>
        <source>%1 planned + %2 headroom</source>
        <translation>%1 नियोजित + %2 हेडरूम</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="18"/>
        <source>Smallest card that holds it: %1.</source>
        <translation>इसे रख सकने वाला सबसे छोटा कार्ड: %1।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="19"/>
        <source>None of the five standard cards (8–80 GB) holds it.</source>
        <translation>पाँच मानक कार्डों (8–80 GB) में से कोई इसे नहीं रख सकता।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="30"/>
        <source>per GPU: %1 planned + %2 headroom, %3 bookkeeping. %4 parameters, %5.</source>
        <translation>प्रति GPU: %1 नियोजित + %2 हेडरूम, %3 हिसाब। %4 पैरामीटर, %5।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="42"/>
        <source>Activations</source>
        <translation>एक्टिवेशन</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="43"/>
        <source>%1 KV cache: 2 · %2 layers · %3 KV heads · %4 head dim · %5 tokens · batch %6 · bytes = %7.</source>
        <translation>%1 KV कैश: 2 · %2 लेयर · %3 KV हेड · %4 हेड आयाम · %5 टोकन · बैच %6 · बाइट = %7।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="56"/>
        <source>Activations in use</source>
        <translation>उपयोग में एक्टिवेशन</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="58"/>
        <source>At s = %1 tokens and b = %2 (%3 layers, h = %4, %5 heads%6): PyTorch SDPA %7, PyTorch eager %8, Megatron-style %9; the lesson&apos;s %10 assumes about 100 tokens.</source>
        <translation>s = %1 टोकन और b = %2 पर (%3 लेयर, h = %4, %5 हेड%6): PyTorch SDPA %7, PyTorch eager %8, Megatron-शैली %9; पाठ का %10 लगभग 100 टोकन मानता है।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="65"/>
        <source>, shape guessed from the count</source>
        <translation>, संरचना संख्या से अनुमानित</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="68"/>
        <source>PyTorch keeps per layer %1, in all %2; embeddings %3, final norm and LM head input %4, the loss&apos;s fp32 log-softmax %5, and the logits %6 stay alive.</source>
        <translation>PyTorch प्रति लेयर %1 रखता है, कुल %2; embeddings %3, अंतिम norm और LM head का इनपुट %4, loss का fp32 log-softmax %5, और logits %6 जीवित रहते हैं।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="80"/>
        <source>Doubling the batch adds %1 (%2 %): model states do not grow with the batch, only activations do. Effective batch now %3.</source>
        <translation>बैच दोगुना करने से %1 जुड़ता है (%2 %): मॉडल स्टेट बैच के साथ नहीं बढ़ते, केवल एक्टिवेशन बढ़ते हैं। अब प्रभावी बैच %3।</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="446"/>
        <source>fits, %1 spare</source>
        <translation>फ़िट, %1 खाली</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="447"/>
        <source>does not fit, %1 short</source>
        <translation>फ़िट नहीं, %1 कम</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="449"/>
        <source>Doubling the batch</source>
        <translation>बैच दोगुना करना</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="450"/>
        <source>adds %1 (%2 %)</source>
        <translation>%1 जोड़ता है (%2 %)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="453"/>
        <source>Effective batch</source>
        <translation>प्रभावी बैच</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="457"/>
        <source>Model states per parameter</source>
        <translation>प्रति पैरामीटर मॉडल स्टेट</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="458"/>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="462"/>
        <source>Fix %1</source>
        <translation>उपाय %1</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="463"/>
        <source>%1: %2%3</source>
        <translation>%1: %2%3</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="466"/>
        <source>%1 (n/a)</source>
        <translation>%1 (लागू नहीं)</translation>
    </message>
</context>
<context>
    <name>VramTables</name>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="17"/>
        <source>%1 bn</source>
        <translation>%1 अरब</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="95"/>
        <location filename="../core/vram/vramtablemodels.cpp" line="160"/>
        <source>card</source>
        <translation>कार्ड</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="95"/>
        <source>verdict</source>
        <translation>निर्णय</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="103"/>
        <source>fits, %1 spare</source>
        <translation>फ़िट, %1 खाली</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="104"/>
        <source>does not fit, %1 short</source>
        <translation>फ़िट नहीं, %1 कम</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="128"/>
        <source>per GPU</source>
        <translation>प्रति GPU</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="128"/>
        <source>lesson 2+4+8</source>
        <translation>पाठ 2+4+8</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="128"/>
        <source>mixed ≈16</source>
        <translation>मिश्रित ≈16</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="136"/>
        <source>total</source>
        <translation>कुल</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="160"/>
        <source>serve 2 B</source>
        <translation>सर्व 2 B</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="160"/>
        <source>SGD 6 B</source>
        <translation>SGD 6 B</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="161"/>
        <source>Adam 14 B</source>
        <translation>Adam 14 B</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="161"/>
        <source>this plan</source>
        <translation>यह योजना</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="172"/>
        <source>—</source>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>WorkCalculator</name>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="30"/>
        <source>&quot;%1&quot; is not a layer size (use whole numbers like 784 or 3*224*224)</source>
        <translation>&quot;%1&quot; लेयर आकार नहीं है (784 या 3*224*224 जैसी पूर्ण संख्याएँ इस्तेमाल करें)</translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="36"/>
        <source>the layer size &quot;%1&quot; is too large</source>
        <translation>लेयर आकार &quot;%1&quot; बहुत बड़ा है</translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="44"/>
        <source>give at least two layer sizes (inputs and outputs), e.g. 784, 256, 10</source>
        <translation>कम से कम दो लेयर आकार दें (इनपुट और आउटपुट), जैसे 784, 256, 10</translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="52"/>
        <source>give at least two layer sizes (inputs and outputs)</source>
        <translation>कम से कम दो लेयर आकार दें (इनपुट और आउटपुट)</translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="56"/>
        <source>the batch size must be at least 1 (got %1)</source>
        <translation>बैच आकार कम से कम 1 होना चाहिए (मिला: %1)</translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="63"/>
        <source>layer sizes must be at least 1</source>
        <translation>लेयर आकार कम से कम 1 होने चाहिए</translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="68"/>
        <location filename="../core/throughput/workcalculator.cpp" line="76"/>
        <source>the work is too large to count</source>
        <translation>काम गिनने के लिए बहुत बड़ा है</translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="106"/>
        <source>Small MLP (MNIST digits)</source>
        <translation>छोटा MLP (MNIST अंक)</translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="107"/>
        <source>MLP on raw 224×224 RGB pixels (ImageNet-sized)</source>
        <translation>कच्चे 224×224 RGB पिक्सेल पर MLP (ImageNet आकार)</translation>
    </message>
</context>
<context>
    <name>gpulab::app::KeysDialog</name>
    <message>
        <location filename="../app/keysdialog.cpp" line="46"/>
        <source>Keyboard shortcuts</source>
        <translation>कीबोर्ड शॉर्टकट</translation>
    </message>
    <message>
        <location filename="../app/keysdialog.cpp" line="48"/>
        <source>Tab and Shift+Tab move between controls; arrows, Space and Return work them. Esc closes this list.</source>
        <translation>Tab और Shift+Tab नियंत्रणों के बीच ले जाते हैं; तीर कुंजियाँ, Space और Return उन्हें चलाती हैं। Esc यह सूची बंद करता है।</translation>
    </message>
    <message>
        <location filename="../app/keysdialog.cpp" line="56"/>
        <source>Key</source>
        <translation>कुंजी</translation>
    </message>
    <message>
        <location filename="../app/keysdialog.cpp" line="56"/>
        <source>What it does</source>
        <translation>यह क्या करती है</translation>
    </message>
    <message>
        <location filename="../app/keysdialog.cpp" line="60"/>
        <source>In the %1 lab</source>
        <translation>%1 लैब में</translation>
    </message>
    <message>
        <location filename="../app/keysdialog.cpp" line="61"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location filename="../app/keysdialog.cpp" line="61"/>
        <source>No keys of its own: Tab reaches each control, and the arrows, Space and Return work it</source>
        <translation>इसकी अपनी कोई कुंजी नहीं: Tab हर नियंत्रण तक पहुँचता है, और तीर, Space और Return उसे चलाते हैं</translation>
    </message>
    <message>
        <location filename="../app/keysdialog.cpp" line="63"/>
        <source>Everywhere in GPU Lab</source>
        <translation>GPU Lab में हर जगह</translation>
    </message>
</context>
<context>
    <name>gpulab::app::MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="119"/>
        <location filename="../app/mainwindow.cpp" line="186"/>
        <source>GPU Lab</source>
        <translation>GPU Lab</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="172"/>
        <source>Labs</source>
        <translation>लैब</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="180"/>
        <source>%1: %2 (Ctrl+%3)</source>
        <translation>%1: %2 (Ctrl+%3)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="212"/>
        <source>&amp;File</source>
        <translation>फ़ाइल (&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="216"/>
        <source>&amp;Quit</source>
        <translation>बाहर निकलें (&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="219"/>
        <source>&amp;Labs</source>
        <translation>लैब (&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="231"/>
        <source>&amp;Reset this lab</source>
        <translation>यह लैब रीसेट करें (&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="234"/>
        <source>Back to the lesson&apos;s starting state</source>
        <translation>पाठ की शुरुआती स्थिति पर वापस</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="235"/>
        <source>Reset &amp;all labs</source>
        <translation>सभी लैब रीसेट करें (&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="238"/>
        <source>&amp;View</source>
        <translation>दृश्य (&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="239"/>
        <source>&amp;Full screen (for projectors)</source>
        <translation>पूर्ण स्क्रीन (प्रोजेक्टर के लिए) (&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="247"/>
        <source>&amp;Projector mode</source>
        <translation>प्रोजेक्टर मोड (&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="252"/>
        <source>Light, high-contrast colours, large text and thick chart lines for a room.</source>
        <translation>कमरे के लिए हल्के, ऊँचे कंट्रास्ट वाले रंग, बड़ा टेक्स्ट और मोटी चार्ट रेखाएँ।</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="254"/>
        <source>Show the lab &amp;list</source>
        <translation>लैब सूची दिखाएँ (&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="262"/>
        <source>&amp;Larger text</source>
        <translation>बड़ा टेक्स्ट (&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="266"/>
        <source>&amp;Smaller text</source>
        <translation>छोटा टेक्स्ट (&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="269"/>
        <source>&amp;Normal text size</source>
        <translation>सामान्य टेक्स्ट आकार (&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="275"/>
        <source>Lan&amp;guage</source>
        <translation>भाषा (&amp;G)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="279"/>
        <source>&amp;System language</source>
        <translation>सिस्टम की भाषा (&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="280"/>
        <source>&amp;English</source>
        <translation>अंग्रेज़ी (English) (&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="281"/>
        <source>&amp;German (Deutsch)</source>
        <translation>जर्मन (Deutsch) (&amp;G)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="282"/>
        <source>&amp;Hindi (हिन्दी)</source>
        <translation>हिन्दी (&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="288"/>
        <source>Switches every lab to this language now; remembered for the next start.</source>
        <translation>हर लैब को अभी इसी भाषा में बदल देता है; अगली बार शुरू करने पर भी यही भाषा रहती है।</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="292"/>
        <source>&amp;Help</source>
        <translation>सहायता (&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="293"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>कीबोर्ड शॉर्टकट (&amp;K)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="297"/>
        <source>&amp;About GPU Lab</source>
        <translation>GPU Lab के बारे में (&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="502"/>
        <source>Measuring this machine…</source>
        <translation>इस मशीन को मापा जा रहा है…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="511"/>
        <source>⚠ %1 · %2</source>
        <translation>⚠ %1 · %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="606"/>
        <source>still being measured</source>
        <translation>अभी मापा जा रहा है</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="609"/>
        <source>not loaded (%1)</source>
        <translation>लोड नहीं हुआ (%1)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="612"/>
        <source>About GPU Lab</source>
        <translation>GPU Lab के बारे में</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="613"/>
        <source>&lt;h2&gt;GPU Lab %1&lt;/h2&gt;&lt;p&gt;Why deep-learning training runs on GPUs — measured on this machine where the hardware is there, simulated and labelled where it is not.&lt;/p&gt;&lt;p&gt;Qt %2 · oneDNN %3 · spdlog %4.%5.%6 · CUDA runtime: %7&lt;/p&gt;&lt;p&gt;Log file: %8&lt;/p&gt;</source>
        <translation>&lt;h2&gt;GPU Lab %1&lt;/h2&gt;&lt;p&gt;डीप-लर्निंग ट्रेनिंग GPU पर क्यों चलती है — जहाँ हार्डवेयर है वहाँ इसी मशीन पर मापा गया, जहाँ नहीं है वहाँ सिम्युलेटेड और चिह्नित।&lt;/p&gt;&lt;p&gt;Qt %2 · oneDNN %3 · spdlog %4.%5.%6 · CUDA रनटाइम: %7&lt;/p&gt;&lt;p&gt;लॉग फ़ाइल: %8&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="659"/>
        <source>GPU Lab state (*.gpulab)</source>
        <translation>GPU Lab स्थिति (*.gpulab)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="660"/>
        <source>&amp;Save lab state…</source>
        <translation>लैब स्थिति सहेजें… (&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="669"/>
        <location filename="../app/mainwindow.cpp" line="675"/>
        <source>Save lab state</source>
        <translation>लैब स्थिति सहेजें</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="675"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="679"/>
        <source>Saved every lab&apos;s settings to %1</source>
        <translation>सभी लैब की सेटिंग्स %1 में सहेजी गईं</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="684"/>
        <source>&amp;Open lab state…</source>
        <translation>लैब स्थिति खोलें… (&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="685"/>
        <location filename="../app/mainwindow.cpp" line="689"/>
        <source>Open lab state</source>
        <translation>लैब स्थिति खोलें</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="689"/>
        <source>%1: %2. The labs are as they were.</source>
        <translation>%1: %2। लैब पहले जैसी ही हैं।</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="693"/>
        <source>&amp;Copy lab state as text</source>
        <translation>लैब स्थिति को टेक्स्ट के रूप में कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="737"/>
        <source>there is no %1 lab</source>
        <translation>%1 नाम की कोई लैब नहीं है</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="742"/>
        <source>the %1 lab refused it: %2</source>
        <translation>%1 लैब ने इसे अस्वीकार कर दिया: %2</translation>
    </message>
</context>
<context>
    <name>gpulab::app::SaveResultsDialog</name>
    <message>
        <location filename="../app/resultsdialog.cpp" line="30"/>
        <location filename="../app/resultsdialog.cpp" line="56"/>
        <source>not measured</source>
        <translation>नहीं मापा गया</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="52"/>
        <source>CPU: %1, %2 cores, %3</source>
        <translation>CPU: %1, %2 कोर, %3</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="52"/>
        <source>SIMD unknown</source>
        <translation>SIMD अज्ञात</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="53"/>
        <source>CPU peaks: fp32 %1, bf16 %2; memory bandwidth %3</source>
        <translation>CPU शिखर: fp32 %1, bf16 %2; मेमोरी बैंडविड्थ %3</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="58"/>
        <source>GPU: %1, %2, driver %3, CUDA %4 (runtime %5)</source>
        <translation>GPU: %1, %2, ड्राइवर %3, CUDA %4 (रनटाइम %5)</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="62"/>
        <source>GPU: none usable (%1)</source>
        <translation>GPU: कोई उपयोग योग्य नहीं (%1)</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="63"/>
        <source>Lesson benchmark: not run</source>
        <translation>पाठ का बेंचमार्क: नहीं चलाया गया</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="64"/>
        <source>Lesson benchmark: n = %1</source>
        <translation>पाठ का बेंचमार्क: n = %1</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="66"/>
        <source>Measured sweeps: none</source>
        <translation>मापे गए स्वीप: कोई नहीं</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="67"/>
        <source>Measured sweeps: %1 series, n = %2</source>
        <translation>मापे गए स्वीप: %1 शृंखलाएँ, n = %2</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="68"/>
        <source>Timing illusion: not measured</source>
        <translation>समय-माप का भ्रम: नहीं मापा गया</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="69"/>
        <source>Timing illusion: %1 readings</source>
        <translation>समय-माप का भ्रम: %1 रीडिंग</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="70"/>
        <source>Roofline: not measured</source>
        <translation>रूफ़लाइन: नहीं मापी गई</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="70"/>
        <source>Roofline: %1 devices</source>
        <translation>रूफ़लाइन: %1 डिवाइस</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="71"/>
        <source>GPU Lab %1, saved %2 (UTC)</source>
        <translation>GPU Lab %1, सहेजा गया %2 (UTC)</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="72"/>
        <source>Not in the file: host name, user name, folders or paths, serial numbers.</source>
        <translation>फ़ाइल में नहीं: होस्ट नाम, उपयोगकर्ता नाम, फ़ोल्डर या पथ, सीरियल नंबर।</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="80"/>
        <location filename="../app/resultsdialog.cpp" line="139"/>
        <location filename="../app/resultsdialog.cpp" line="146"/>
        <source>Save my results</source>
        <translation>मेरे परिणाम सहेजें</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="82"/>
        <source>This writes a results file for the class board. Exactly this goes in it:</source>
        <translation>यह क्लास बोर्ड के लिए एक परिणाम फ़ाइल लिखता है। उसमें ठीक यही जाता है:</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="91"/>
        <source>Nothing was measured in this session yet: run the throughput lab&apos;s sweep or benchmark, the roofline or the timing lab&apos;s &quot;Run it&quot; first, or save the machine alone.</source>
        <translation>इस सत्र में अभी कुछ नहीं मापा गया: पहले थ्रूपुट दौड़ का स्वीप या बेंचमार्क, रूफ़लाइन या समय माप का जाल का &quot;चलाएँ&quot; चलाएँ, या केवल मशीन सहेजें।</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="102"/>
        <source>optional, e.g. &quot;row 3, left&quot;</source>
        <translation>वैकल्पिक, जैसे &quot;पंक्ति 3, बाएँ&quot;</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="103"/>
        <source>&amp;Nickname on the board:</source>
        <translation>बोर्ड पर उपनाम (&amp;N):</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="108"/>
        <source>&amp;Save…</source>
        <translation>सहेजें… (&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="109"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="124"/>
        <source>Save my &amp;results…</source>
        <translation>मेरे परिणाम सहेजें… (&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="140"/>
        <source>Results files (*.json)</source>
        <translation>परिणाम फ़ाइलें (*.json)</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="151"/>
        <source>Saved your results to %1: hand this file to your instructor</source>
        <translation>आपके परिणाम %1 में सहेजे गए: यह फ़ाइल अपने प्रशिक्षक को दें</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="158"/>
        <source>Open results on the class &amp;board…</source>
        <translation>क्लास बोर्ड पर परिणाम खोलें… (&amp;B)</translation>
    </message>
</context>
<context>
    <name>gpulab::core::QuickCheckTableModel</name>
    <message>
        <location filename="../core/quickchecktablemodel.cpp" line="49"/>
        <source>GPU (simulated)</source>
        <translation>GPU (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../core/quickchecktablemodel.cpp" line="49"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../core/quickchecktablemodel.cpp" line="49"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../core/quickchecktablemodel.cpp" line="54"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../core/quickchecktablemodel.cpp" line="81"/>
        <source>side</source>
        <translation>पक्ष</translation>
    </message>
    <message>
        <location filename="../core/quickchecktablemodel.cpp" line="82"/>
        <source>median time</source>
        <translation>median समय</translation>
    </message>
    <message>
        <location filename="../core/quickchecktablemodel.cpp" line="83"/>
        <source>rate</source>
        <translation>दर</translation>
    </message>
    <message>
        <location filename="../core/quickchecktablemodel.cpp" line="84"/>
        <source>of peak</source>
        <translation>शिखर का अंश</translation>
    </message>
    <message>
        <location filename="../core/quickchecktablemodel.cpp" line="85"/>
        <source>result</source>
        <translation>परिणाम</translation>
    </message>
</context>
<context>
    <name>gpulab::core::board::BoardTableModel</name>
    <message>
        <location filename="../core/board/boardtablemodel.cpp" line="61"/>
        <source>Identical files merged into this row: %1</source>
        <translation>इस पंक्ति में मिलाई गई एक जैसी फ़ाइलें: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::core::cost::CostLabModel</name>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="29"/>
        <location filename="../core/cost/costlabmodel.cpp" line="144"/>
        <source>built-in example rates, written %1 — examples for teaching, not quotes</source>
        <translation>अंतर्निहित उदाहरण दरें, दिनांक %1 — पढ़ाने के उदाहरण, कोटेशन नहीं</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="37"/>
        <location filename="../core/cost/costlabmodel.cpp" line="97"/>
        <source>your saved table (%1)</source>
        <translation>आपकी सहेजी गई तालिका (%1)</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="40"/>
        <source>Your saved table could not be read — %1. Using the built-in examples; the file was not changed.</source>
        <translation>आपकी सहेजी गई तालिका पढ़ी नहीं जा सकी — %1। अंतर्निहित उदाहरण इस्तेमाल हो रहे हैं; फ़ाइल नहीं बदली गई।</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="55"/>
        <source>your edited table (not saved yet)</source>
        <translation>आपकी संपादित तालिका (अभी सहेजी नहीं गई)</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="94"/>
        <source>Not saved: %1</source>
        <translation>सहेजा नहीं गया: %1</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="98"/>
        <source>Saved to %1.</source>
        <translation>%1 में सहेजा गया।</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="107"/>
        <source>Not loaded — %1. The table in use is unchanged and the file was left as it is.</source>
        <translation>लोड नहीं हुआ — %1। इस्तेमाल में तालिका नहीं बदली और फ़ाइल जैसी थी वैसी छोड़ी गई।</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="114"/>
        <source>loaded from %1</source>
        <translation>%1 से लोड किया गया</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/cost/costlabmodel.cpp" line="116"/>
        <source>Loaded %n classes from %1.</source>
        <translation>
            <numerusform>%1 से %n श्रेणी लोड की गई।</numerusform>
            <numerusform>%1 से %n श्रेणियाँ लोड की गईं।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="147"/>
        <source>Back to the built-in examples (your saved file, if any, is unchanged until you save).</source>
        <translation>अंतर्निहित उदाहरणों पर वापस (आपकी सहेजी फ़ाइल, अगर है, तो सहेजने तक नहीं बदलेगी)।</translation>
    </message>
</context>
<context>
    <name>gpulab::core::cost::RateTableModel</name>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="90"/>
        <source>id</source>
        <translation>आईडी</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="91"/>
        <source>class</source>
        <translation>श्रेणी</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="92"/>
        <source>VRAM (GB)</source>
        <translation>VRAM (GB)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="93"/>
        <source>on demand ($/h)</source>
        <translation>ऑन-डिमांड ($/घंटा)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="94"/>
        <source>spot ($/h)</source>
        <translation>स्पॉट ($/घंटा)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="116"/>
        <source>Row %1, %2</source>
        <translation>पंक्ति %1, %2</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="123"/>
        <source>%1: &quot;%2&quot; is not a number.</source>
        <translation>%1: &quot;%2&quot; कोई संख्या नहीं है।</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="132"/>
        <source>%1: %2.</source>
        <translation>%1: %2।</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="141"/>
        <source>There is no cell at row %1, column %2.</source>
        <translation>पंक्ति %1, कॉलम %2 पर कोई सेल नहीं है।</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="158"/>
        <source>%1 The cell keeps its value; nothing else changed.</source>
        <translation>%1 सेल का मान वही रहता है; और कुछ नहीं बदला।</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="195"/>
        <source>New class</source>
        <translation>नई श्रेणी</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="211"/>
        <source>The table needs at least one card class; the last one stays.</source>
        <translation>तालिका में कम से कम एक कार्ड श्रेणी होनी चाहिए; आख़िरी श्रेणी बनी रहती है।</translation>
    </message>
</context>
<context>
    <name>gpulab::core::throughput::SweepRunner</name>
    <message>
        <location filename="../core/throughput/sweeprunner.cpp" line="22"/>
        <source>no compute engine</source>
        <translation>कोई compute engine नहीं</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeprunner.cpp" line="24"/>
        <source>a sweep is already running</source>
        <translation>एक स्वीप पहले से चल रहा है</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeprunner.cpp" line="26"/>
        <source>nothing to measure: choose at least one size and one backend</source>
        <translation>मापने को कुछ नहीं: कम से कम एक आकार और एक बैकएंड चुनें</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeprunner.cpp" line="131"/>
        <source>stopped: another measurement was started while the sweep ran</source>
        <translation>रोका गया: स्वीप चलते समय दूसरा माप शुरू किया गया</translation>
    </message>
</context>
<context>
    <name>gpulab::core::throughput::SweepTableModel</name>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="50"/>
        <source>%1 %2 (simulated)</source>
        <translation>%1 %2 (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="51"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="54"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="58"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="90"/>
        <source>backend</source>
        <translation>बैकएंड</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="91"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="92"/>
        <source>median</source>
        <translation>median</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="93"/>
        <source>fastest – slowest</source>
        <translation>सबसे तेज़ – सबसे धीमा</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="94"/>
        <source>rate</source>
        <translation>दर</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="95"/>
        <source>of peak</source>
        <translation>शिखर का अंश</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="96"/>
        <source>result</source>
        <translation>परिणाम</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::BoardCurveChart</name>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="207"/>
        <source>Sweep curves of every machine: CPU solid, GPU dash-dot, simulated dashed</source>
        <translation>हर मशीन के स्वीप वक्र: CPU ठोस, GPU डैश-डॉट, सिम्युलेटेड डैश</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="250"/>
        <source>class crossover range: n = %1 to %2</source>
        <translation>क्लास का क्रॉसओवर दायरा: n = %1 से %2</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="261"/>
        <source>matrix size n (log scale)</source>
        <translation>मैट्रिक्स आकार n (लॉग स्केल)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="262"/>
        <source>GFLOP/s (log scale)</source>
        <translation>GFLOP/s (लॉग स्केल)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="266"/>
        <source>Sweep curves of every machine</source>
        <translation>हर मशीन के स्वीप वक्र</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="268"/>
        <source>%1 curves; the class crossover lies between n = %2 and %3.</source>
        <translation>%1 वक्र; क्लास का क्रॉसओवर n = %2 और %3 के बीच है।</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="272"/>
        <source>%1 curves; no machine measured a crossover.</source>
        <translation>%1 वक्र; किसी मशीन ने क्रॉसओवर नहीं मापा।</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::BoardPanel</name>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="136"/>
        <source>No results files opened yet: the board shows what learners measured on their own machines</source>
        <translation>अभी कोई परिणाम फ़ाइल नहीं खोली गई: बोर्ड दिखाता है कि विद्यार्थियों ने अपनी मशीनों पर क्या मापा</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="137"/>
        <source>Measured on the learners&apos; machines: %1 files read, %2 machines</source>
        <translation>विद्यार्थियों की मशीनों पर मापा गया: %1 फ़ाइलें पढ़ी गईं, %2 मशीनें</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="158"/>
        <source>Reading the results files…</source>
        <translation>परिणाम फ़ाइलें पढ़ी जा रही हैं…</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="164"/>
        <source>Open results files</source>
        <translation>परिणाम फ़ाइलें खोलें</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="167"/>
        <source>Results files (*.json)</source>
        <translation>परिणाम फ़ाइलें (*.json)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="167"/>
        <source>All files (*)</source>
        <translation>सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="175"/>
        <source>Open a folder of results files</source>
        <translation>परिणाम फ़ाइलों का फ़ोल्डर खोलें</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="210"/>
        <source>Open learners&apos; results files or a folder of them, or drop them here.</source>
        <translation>विद्यार्थियों की परिणाम फ़ाइलें या उनका फ़ोल्डर खोलें, या उन्हें यहाँ छोड़ें।</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="212"/>
        <source>Machines on the board: %1 (from %2 files read; %3 refused)</source>
        <translation>बोर्ड पर मशीनें: %1 (%2 पढ़ी गई फ़ाइलों से; %3 अस्वीकृत)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="218"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="223"/>
        <source>… and %1 more</source>
        <translation>… और %1 अन्य</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="227"/>
        <source>Refused, left as they are:</source>
        <translation>अस्वीकृत, जैसी थीं वैसी छोड़ी गईं:</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="234"/>
        <source>The class board: every learner&apos;s machine side by side, from the results files they saved (File › Save my results… or gpulab bench --save). Files are only read.</source>
        <translation>क्लास बोर्ड: हर विद्यार्थी की मशीन साथ-साथ, उनकी सहेजी परिणाम फ़ाइलों से (फ़ाइल › मेरे परिणाम सहेजें… या gpulab bench --save)। फ़ाइलें केवल पढ़ी जाती हैं।</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="236"/>
        <source>&amp;Open files…</source>
        <translation>फ़ाइलें खोलें… (&amp;O)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="237"/>
        <source>Open a fol&amp;der…</source>
        <translation>फ़ोल्डर खोलें… (&amp;D)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="238"/>
        <source>&amp;Empty the board</source>
        <translation>बोर्ड खाली करें (&amp;E)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="239"/>
        <source>Table</source>
        <translation>तालिका</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="240"/>
        <source>Best rates</source>
        <translation>सर्वोत्तम दरें</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="241"/>
        <source>Sweep curves</source>
        <translation>स्वीप वक्र</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="242"/>
        <source>Class figures</source>
        <translation>क्लास के आँकड़े</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="243"/>
        <source>Machines on the class board</source>
        <translation>क्लास बोर्ड पर मशीनें</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::BoardRateChart</name>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="84"/>
        <source>Best measured GFLOP/s of each machine, by device and precision</source>
        <translation>हर मशीन के सर्वोत्तम मापे गए GFLOP/s, डिवाइस और प्रिसिज़न के अनुसार</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="105"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="105"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="107"/>
        <source>%1 %2 — simulated, not measured</source>
        <translation>%1 %2 — सिम्युलेटेड, मापा नहीं गया</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="108"/>
        <source>%1 %2 — measured</source>
        <translation>%1 %2 — मापा गया</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="142"/>
        <source>%1 %2: %3 — datasheet, not measured</source>
        <translation>%1 %2: %3 — डेटाशीट, मापा नहीं गया</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="155"/>
        <source>Highlighted: %1</source>
        <translation>हाइलाइट: %1</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="166"/>
        <source>machine (its number in the table)</source>
        <translation>मशीन (तालिका में उसकी संख्या)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="174"/>
        <source>GFLOP/s (log scale)</source>
        <translation>GFLOP/s (लॉग स्केल)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="179"/>
        <source>Best measured GFLOP/s of each machine</source>
        <translation>हर मशीन के सर्वोत्तम मापे गए GFLOP/s</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="180"/>
        <source>%1 points from %2 machines; %3 reference cards as dashed lines, from datasheets, not measured.</source>
        <translation>%2 मशीनों से %1 बिंदु; %3 संदर्भ कार्ड डैश रेखाओं के रूप में, डेटाशीट से, मापे नहीं गए।</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::ChaptersPage</name>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="67"/>
        <source>Next chapter ›</source>
        <translation>अगला अध्याय ›</translation>
    </message>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="68"/>
        <source>Chapters</source>
        <translation>अध्याय</translation>
    </message>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="69"/>
        <source>Chapter text</source>
        <translation>अध्याय का पाठ</translation>
    </message>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="113"/>
        <source>%1 ›</source>
        <translation>%1 ›</translation>
    </message>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="115"/>
        <source>Opens &quot;%1&quot;%2.</source>
        <translation>&quot;%1&quot;%2 खोलता है।</translation>
    </message>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="117"/>
        <source> set to &quot;%1&quot;</source>
        <translation> &quot;%1&quot; पर सेट</translation>
    </message>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="118"/>
        <source>The lab &quot;%1&quot; is not part of this build.</source>
        <translation>लैब &quot;%1&quot; इस बिल्ड का हिस्सा नहीं है।</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::CostBuyTab</name>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="81"/>
        <source>Owning a card</source>
        <translation>अपना कार्ड</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="82"/>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="83"/>
        <source> $/kWh</source>
        <translation> $/kWh</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="84"/>
        <source> h/month</source>
        <translation> घंटे/माह</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="85"/>
        <source>Card price</source>
        <translation>कार्ड की कीमत</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="86"/>
        <source>Power draw</source>
        <translation>बिजली खपत</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="87"/>
        <source>Electricity</source>
        <translation>बिजली</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="88"/>
        <source>Your usage</source>
        <translation>आपका उपयोग</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="89"/>
        <source>Instead of renting</source>
        <translation>किराए के बजाय</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="131"/>
        <source>Renting %1 at %2/h costs no more than the power your own card would draw (%3/h): buying never pays off at these prices.</source>
        <translation>%1 को %2/घंटा पर किराए पर लेना आपके अपने कार्ड की बिजली (%3/घंटा) से ज़्यादा नहीं पड़ता: इन कीमतों पर ख़रीदना कभी फ़ायदेमंद नहीं।</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="134"/>
        <source>Your card&apos;s power costs &lt;b&gt;%1/h&lt;/b&gt;; renting %2 costs &lt;b&gt;%3/h&lt;/b&gt;.&lt;br&gt;The card pays for itself after &lt;b&gt;%4 hours&lt;/b&gt; of use — &lt;b&gt;%5 months&lt;/b&gt; at %6 h a month.&lt;br&gt;&lt;small&gt;Not counted: resale value, the rest of the computer, your time setting it up.&lt;/small&gt;</source>
        <translation>आपके कार्ड की बिजली &lt;b&gt;%1/घंटा&lt;/b&gt; पड़ती है; %2 किराए पर &lt;b&gt;%3/घंटा&lt;/b&gt;।&lt;br&gt;कार्ड &lt;b&gt;%4 घंटे&lt;/b&gt; के उपयोग के बाद अपनी कीमत वसूल कर लेता है — %6 घंटे प्रति माह पर &lt;b&gt;%5 महीने&lt;/b&gt;।&lt;br&gt;&lt;small&gt;शामिल नहीं: दोबारा बेचने का मूल्य, बाकी मशीन, इसे सेट करने में लगा आपका समय।&lt;/small&gt;</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::CostPanel</name>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="63"/>
        <source>What will the sweep cost?</source>
        <translation>स्वीप की लागत कितनी होगी?</translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="64"/>
        <source>Sweep and spot</source>
        <translation>स्वीप और स्पॉट</translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="65"/>
        <source>Which route</source>
        <translation>कौन-सा रास्ता</translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="66"/>
        <source>Buy or rent</source>
        <translation>ख़रीदें या किराए पर लें</translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="67"/>
        <source>Rates table</source>
        <translation>दर तालिका</translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="68"/>
        <location filename="../labs/cost/costpanel.cpp" line="69"/>
        <source>Cost calculator pages</source>
        <translation>लागत कैलकुलेटर के पन्ने</translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="104"/>
        <source>Arithmetic on %1 — no measurement involved</source>
        <translation>केवल गणना, कोई माप शामिल नहीं — आधार: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::CostRatesTab</name>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="83"/>
        <source>Add a class</source>
        <translation>श्रेणी जोड़ें</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="84"/>
        <source>Remove the selected class</source>
        <translation>चुनी गई श्रेणी हटाएँ</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="85"/>
        <source>Save as my table</source>
        <translation>मेरी तालिका के रूप में सहेजें</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="86"/>
        <source>Load a table…</source>
        <translation>तालिका लोड करें…</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="87"/>
        <source>Reset to the built-in examples</source>
        <translation>अंतर्निहित उदाहरणों पर रीसेट करें</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="72"/>
        <source>Load a rates table</source>
        <translation>दर तालिका लोड करें</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="72"/>
        <source>Rates (*.json)</source>
        <translation>दरें (*.json)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="88"/>
        <source>Rates table</source>
        <translation>दर तालिका</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="109"/>
        <source>&lt;b&gt;In use:&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;उपयोग में:&lt;/b&gt; %1।</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="115"/>
        <source>&lt;br&gt;&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;br&gt;&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::CostRoutesTab</name>
    <message>
        <location filename="../labs/cost/costroutestab.cpp" line="56"/>
        <source>How often do you train?</source>
        <translation>आप कितनी बार ट्रेन करते हैं?</translation>
    </message>
    <message>
        <location filename="../labs/cost/costroutestab.cpp" line="83"/>
        <source>✓ %1 (for you)</source>
        <translation>✓ %1 (आपके लिए)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costroutestab.cpp" line="84"/>
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Cost:&lt;/b&gt; %2&lt;/p&gt;&lt;p&gt;&lt;b&gt;Set-up:&lt;/b&gt; %3&lt;/p&gt;&lt;p&gt;&lt;b&gt;Best for:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch out:&lt;/b&gt; %5&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;&lt;b&gt;लागत:&lt;/b&gt; %2&lt;/p&gt;&lt;p&gt;&lt;b&gt;तैयारी:&lt;/b&gt; %3&lt;/p&gt;&lt;p&gt;&lt;b&gt;सबसे उपयुक्त:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;&lt;b&gt;सावधान:&lt;/b&gt; %5&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costroutestab.cpp" line="92"/>
        <source>You train &lt;b&gt;%1&lt;/b&gt; → &lt;b&gt;%2&lt;/b&gt;. Daily work pays for its own card; now-and-then experiments fit a free notebook; a serious project rents what it needs, with a cap set first.</source>
        <translation>आप &lt;b&gt;%1&lt;/b&gt; ट्रेन करते हैं → &lt;b&gt;%2&lt;/b&gt;। रोज़ का काम अपने कार्ड की कीमत ख़ुद चुका देता है; कभी-कभार के प्रयोग मुफ़्त नोटबुक में हो जाते हैं; गंभीर प्रोजेक्ट ज़रूरत भर किराए पर लेता है, पहले सीमा तय करके।</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::CostSweepTab</name>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="223"/>
        <source>The sweep</source>
        <translation>स्वीप</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="224"/>
        <source> h</source>
        <translation> घंटे</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="225"/>
        <source>spot (pre-emptible, about half price)</source>
        <translation>स्पॉट (प्री-एम्प्ट हो सकता है, लगभग आधी कीमत)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="226"/>
        <source>no cap</source>
        <translation>कोई सीमा नहीं</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="227"/>
        <source>Set a spending cap before you start: the bars turn red above it.</source>
        <translation>शुरू करने से पहले खर्च सीमा तय करें: उससे ऊपर बार लाल हो जाते हैं।</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="228"/>
        <source>forget the instance afterwards</source>
        <translation>बाद में इंस्टेंस भूल जाएँ</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="229"/>
        <source> h idle</source>
        <translation> घंटे निष्क्रिय</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="231"/>
        <source>An instance nobody stopped keeps billing, at the rate it was rented at (spot or on demand), until someone does.</source>
        <translation>जिस इंस्टेंस को किसी ने बंद नहीं किया, वह उसी दर पर बिल बनाता रहता है जिस पर उसे किराए पर लिया गया था (spot या on-demand), जब तक कोई उसे बंद न करे।</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="233"/>
        <source>Hours the forgotten instance runs idle</source>
        <translation>भूला हुआ इंस्टेंस कितने घंटे खाली चलता है</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="234"/>
        <source>(no model chosen)</source>
        <translation>(कोई मॉडल नहीं चुना)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="235"/>
        <source>inference (fp16)</source>
        <translation>इन्फ़रेंस (fp16)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="236"/>
        <source>full training (Adam)</source>
        <translation>पूर्ण ट्रेनिंग (Adam)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="237"/>
        <source>LoRA fine-tuning</source>
        <translation>LoRA फ़ाइन-ट्यूनिंग</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="238"/>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA फ़ाइन-ट्यूनिंग</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="239"/>
        <source>Card class</source>
        <translation>कार्ड श्रेणी</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="240"/>
        <source>Hours per run</source>
        <translation>प्रति रन घंटे</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="241"/>
        <source>Runs</source>
        <translation>रन</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="242"/>
        <source>Spending cap</source>
        <translation>खर्च सीमा</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="243"/>
        <source>Model to hold</source>
        <translation>रखा जाने वाला मॉडल</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="244"/>
        <source>Used for</source>
        <translation>उपयोग</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="245"/>
        <source>Spot done properly</source>
        <translation>स्पॉट, सही तरीके से</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="246"/>
        <source> per hour</source>
        <translation> प्रति घंटा</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="247"/>
        <location filename="../labs/cost/costsweeptab.cpp" line="249"/>
        <source> min</source>
        <translation> मिनट</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="248"/>
        <source>no checkpoints</source>
        <translation>कोई चेकपॉइंट नहीं</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="250"/>
        <source>Pre-emptions</source>
        <translation>प्री-एम्प्शन</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="251"/>
        <source>Checkpoint every</source>
        <translation>चेकपॉइंट हर</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="252"/>
        <source>Restart costs</source>
        <translation>पुनः आरंभ की लागत</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="253"/>
        <source>The same sweep on every card class</source>
        <translation>हर कार्ड श्रेणी पर वही स्वीप</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="254"/>
        <source>Sweep cost per card class</source>
        <translation>हर कार्ड श्रेणी पर स्वीप की लागत</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="255"/>
        <source>Expected cost of the sweep against the pre-emption rate</source>
        <translation>प्री-एम्प्शन दर के सापेक्ष स्वीप की अपेक्षित लागत</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="256"/>
        <source>Spot cost against the pre-emption rate</source>
        <translation>प्री-एम्प्शन दर के हिसाब से स्पॉट की लागत</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="318"/>
        <source>%1 %2 (cheapest that fits)</source>
        <translation>%1 %2 (सबसे सस्ता जिसमें मॉडल समाता है)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="319"/>
        <source>%1 %2 (cannot hold the model)</source>
        <translation>%1 %2 (मॉडल नहीं समाता)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="320"/>
        <source>%1 %2 (over the cap)</source>
        <translation>%1 %2 (सीमा से ऊपर)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="321"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="323"/>
        <source>Bars: the sweep&apos;s cost on each card class — %1.</source>
        <translation>बार: हर कार्ड श्रेणी पर स्वीप की लागत — %1।</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/cost/costsweeptab.cpp" line="344"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2/h × %3 h × %Ln runs = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %2/घंटा × %3 घंटे × %Ln रन = &lt;b&gt;%4&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %2/घंटा × %3 घंटे × %Ln रन = &lt;b&gt;%4&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="347"/>
        <source>&lt;br&gt;+ expected work redone and restarts after pre-emptions (see “Spot done properly”) = &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;br&gt;+ प्री-एम्प्शन के बाद दोबारा किया गया अपेक्षित काम और पुनः आरंभ (&quot;स्पॉट, सही तरीके से&quot; देखें) = &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="351"/>
        <source>&lt;br&gt;+ forgotten instance: %1 h × %2/h at the spot rate = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>&lt;br&gt;+ भूली हुई इंस्टेंस: %1 घंटे × %2/घंटा स्पॉट दर पर = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="352"/>
        <source>&lt;br&gt;+ forgotten instance: %1 h × %2/h on demand = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>&lt;br&gt;+ भूली हुई इंस्टेंस: %1 घंटे × %2/घंटा ऑन-डिमांड = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="354"/>
        <source>&lt;br&gt;Total, expected with pre-emptions: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;br&gt;कुल, प्री-एम्प्शन सहित अपेक्षित: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="355"/>
        <source>&lt;br&gt;Total &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;br&gt;कुल &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="357"/>
        <source> — &lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;over your %2 cap&lt;/b&gt;&lt;/span&gt;</source>
        <translation> — &lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;आपकी %2 की सीमा से ऊपर&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="362"/>
        <source>&lt;br&gt;&lt;small&gt;%1&lt;/small&gt;</source>
        <translation>&lt;br&gt;&lt;small&gt;%1&lt;/small&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="373"/>
        <source>%1 cannot hold %2 for %3: it needs %4, the card has %5 GB.</source>
        <translation>%1, %3 के लिए %2 को नहीं रख सकता: इसे %4 चाहिए, कार्ड में %5 GB है।</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="377"/>
        <source>Every class can hold %1 for %2 (VRAM planner, headroom included).</source>
        <translation>हर श्रेणी %2 के लिए %1 को रख सकती है (VRAM प्लानर, हेडरूम सहित)।</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="397"/>
        <location filename="../labs/cost/costsweeptab.cpp" line="423"/>
        <source>checkpointing every %1 min</source>
        <translation>हर %1 मिनट पर चेकपॉइंट के साथ</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="398"/>
        <source>&lt;b&gt;without checkpoints&lt;/b&gt;</source>
        <translation>&lt;b&gt;बिना चेकपॉइंट&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="401"/>
        <source>On spot with %1 pre-emptions per hour, %2, the expected time and cost of a %3 h run are too large to compute: almost every stretch of work is cut short before it is saved. Checkpoint more often or shorten the runs.</source>
        <translation>प्रति घंटे %1 प्री-एम्प्शन वाले स्पॉट पर, %2, %3 घंटे के रन का अपेक्षित समय और लागत गणना के लिए बहुत बड़े हैं: काम का लगभग हर हिस्सा सहेजे जाने से पहले ही कट जाता है। चेकपॉइंट अधिक बार लें या रन छोटे करें।</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="407"/>
        <source>On spot with %1 pre-emptions per hour, %2: a run takes &lt;b&gt;%3 h&lt;/b&gt; on average (%4 h of work redone or restarting, %5 pre-emptions). Expected &lt;b&gt;%6&lt;/b&gt; for the sweep&apos;s runs, against &lt;b&gt;%7&lt;/b&gt; on demand. %8</source>
        <translation>प्रति घंटे %1 प्री-एम्प्शन वाले स्पॉट पर, %2: एक रन औसतन &lt;b&gt;%3 घंटे&lt;/b&gt; लेता है (%4 घंटे दोबारा काम या पुनः आरंभ, %5 प्री-एम्प्शन)। स्वीप के रनों के लिए अपेक्षित &lt;b&gt;%6&lt;/b&gt;, ऑन-डिमांड पर &lt;b&gt;%7&lt;/b&gt; के मुकाबले। %8</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="415"/>
        <source>Spot stops paying off above &lt;b&gt;%1&lt;/b&gt; pre-emptions per hour.</source>
        <translation>प्रति घंटे &lt;b&gt;%1&lt;/b&gt; प्री-एम्प्शन से ऊपर स्पॉट फ़ायदेमंद नहीं रहता।</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="416"/>
        <source>Spot pays off at any rate here.</source>
        <translation>यहाँ स्पॉट हर दर पर फ़ायदेमंद है।</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="422"/>
        <source>Lines: the sweep&apos;s expected cost on spot %1 and on demand (%2) as the pre-emption rate grows; %3</source>
        <translation>रेखाएँ: प्री-एम्प्शन दर बढ़ने के साथ स्पॉट पर %1 और ऑन-डिमांड (%2) स्वीप की अपेक्षित लागत; %3</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="424"/>
        <source>without checkpoints</source>
        <translation>बिना चेकपॉइंट के</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="426"/>
        <source>spot stops paying off above %1 pre-emptions per hour.</source>
        <translation>प्रति घंटे %1 प्री-एम्प्शन से ऊपर स्पॉट फ़ायदेमंद नहीं रहता।</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="427"/>
        <source>spot pays off at any rate here.</source>
        <translation>यहाँ स्पॉट हर दर पर फ़ायदेमंद है।</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::DeviceReportPanel</name>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="198"/>
        <source>Verify your GPU</source>
        <translation>अपना GPU सत्यापित करें</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="199"/>
        <source>Probe again</source>
        <translation>फिर से जाँचें</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="200"/>
        <source>Ask the driver and the CPU again (free memory changes while you work).</source>
        <translation>ड्राइवर और CPU से फिर पूछें (काम करते समय खाली मेमोरी बदलती रहती है)।</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="201"/>
        <source>Quick check (%1×%1 matmul)</source>
        <translation>त्वरित जाँच (%1×%1 matmul)</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="202"/>
        <source>One real, verified fp32 matmul on the CPU, then on the GPU — or on the labelled simulation when there is no usable GPU.</source>
        <translation>CPU पर, फिर GPU पर एक असली, सत्यापित fp32 matmul — या उपयोग योग्य GPU न हो तो चिह्नित सिमुलेशन पर।</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="132"/>
        <source>Not run yet. Each side: 1 warm-up, 3 timed runs, 64 entries verified.</source>
        <translation>अभी नहीं चलाया गया। हर ओर: 1 वार्म-अप, 3 मापे गए रन, 64 प्रविष्टियाँ सत्यापित।</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="221"/>
        <source>How to read it: the rate is 2n³ floating-point operations divided by the median time. &quot;Of peak&quot; compares it with this CPU&apos;s measured FMA limit (or the GPU&apos;s limit from its properties). A result is only trusted after sampled entries were recomputed in double precision.</source>
        <translation>इसे कैसे पढ़ें: दर = 2n³ फ़्लोटिंग-पॉइंट ऑपरेशन ÷ median समय। &quot;शिखर का अंश&quot; इसकी तुलना इस CPU की मापी गई FMA सीमा (या GPU के गुणों से उसकी सीमा) से करता है। परिणाम पर भरोसा तभी होता है जब नमूना प्रविष्टियाँ डबल प्रिसिज़न में दोबारा गणना की जाएँ।</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="182"/>
        <source>Stopped: another lab started a measurement. Run the quick check again.</source>
        <translation>रोका गया: किसी दूसरी लैब ने माप शुरू किया। त्वरित जाँच फिर से चलाएँ।</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="318"/>
        <source>CUDA is usable: %1, %2 of memory. GPU figures in the labs are measured.</source>
        <translation>CUDA उपयोग योग्य है: %1, %2 मेमोरी। लैब में GPU के आँकड़े मापे गए हैं।</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="324"/>
        <source>No usable GPU: %1. GPU figures in the labs are simulated, and say so.</source>
        <translation>कोई उपयोग योग्य GPU नहीं: %1। लैब में GPU के आँकड़े सिम्युलेटेड हैं, और यह बताया जाता है।</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="326"/>
        <source>&lt;b&gt;Fix:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;उपाय:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="329"/>
        <source>&lt;br&gt;&lt;b&gt;The CUDA runtime itself says:&lt;/b&gt; &lt;code&gt;%1&lt;/code&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;CUDA रनटाइम ख़ुद कहता है:&lt;/b&gt; &lt;code&gt;%1&lt;/code&gt;</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="331"/>
        <source>&lt;br&gt;The runtime calls a missing driver &quot;insufficient&quot; too; GPU Lab looked for the driver library itself, and it is not there.</source>
        <translation>&lt;br&gt;रनटाइम अनुपस्थित ड्राइवर को भी &quot;insufficient&quot; कहता है; GPU Lab ने ख़ुद ड्राइवर लाइब्रेरी खोजी, और वह मौजूद नहीं है।</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="282"/>
        <location filename="../labs/device/devicereportpanel.cpp" line="342"/>
        <source>Model</source>
        <translation>मॉडल</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="343"/>
        <source>Cores (threads)</source>
        <translation>कोर (थ्रेड)</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="344"/>
        <source>Widest SIMD</source>
        <translation>सबसे चौड़ा SIMD</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="282"/>
        <location filename="../labs/device/devicereportpanel.cpp" line="346"/>
        <source>Measured fp32 peak</source>
        <translation>मापा गया fp32 शिखर</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="348"/>
        <source>%1 — %2 on every core</source>
        <translation>%1 — हर कोर पर %2</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="282"/>
        <location filename="../labs/device/devicereportpanel.cpp" line="349"/>
        <source>oneDNN</source>
        <translation>oneDNN</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="205"/>
        <source>What lscpu and oneDNN report.</source>
        <translation>lscpu और oneDNN क्या बताते हैं।</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="206"/>
        <source>NVIDIA GPU</source>
        <translation>NVIDIA GPU</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="207"/>
        <source>What nvidia-smi and torch.cuda report.</source>
        <translation>nvidia-smi और torch.cuda क्या बताते हैं।</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="208"/>
        <source>Triage</source>
        <translation>निदान</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="209"/>
        <source>The checks, in the order to make them.</source>
        <translation>जाँचें, उसी क्रम में जिसमें उन्हें करना है।</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="211"/>
        <source>A ✗ leaves the checks below it not checked. The driver is looked for on its own: GPU Lab loads its CUDA module only when there is a driver, so without one the module shows as not checked. The toolkit (nvcc, libcudart, libcublas) is only half of the story: the CUDA runtime reaches the GPU through the driver&apos;s libcuda.so.1. A newer driver runs programs built for an older CUDA; within one major version an older driver usually runs a newer minor release too (minor-version compatibility), across major versions it cannot. nvidia-smi ships with the driver, so when it is missing the first command of the lesson already fails.</source>
        <translation>एक ✗ अपने नीचे की जाँचों को बिना जाँचे छोड़ देता है। ड्राइवर अलग से खोजा जाता है: GPU Lab अपना CUDA मॉड्यूल तभी लोड करता है जब ड्राइवर हो, इसलिए ड्राइवर के बिना मॉड्यूल &quot;नहीं जाँचा गया&quot; दिखता है। टूलकिट (nvcc, libcudart, libcublas) आधी कहानी है: CUDA रनटाइम ड्राइवर की libcuda.so.1 के ज़रिए GPU तक पहुँचता है। नया ड्राइवर पुराने CUDA के लिए बने प्रोग्राम चलाता है; एक मुख्य संस्करण के भीतर पुराना ड्राइवर आमतौर पर नया माइनर रिलीज़ भी चला लेता है (माइनर-संस्करण संगतता), मुख्य संस्करणों के पार नहीं। nvidia-smi ड्राइवर के साथ आता है, इसलिए ड्राइवर न हो तो पाठ की पहली कमांड ही विफल हो जाती है।</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="218"/>
        <source>Quick check</source>
        <translation>त्वरित जाँच</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="219"/>
        <source>Measured where the hardware is there.</source>
        <translation>जहाँ हार्डवेयर है, वहाँ मापा गया।</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="225"/>
        <source>Quick check results</source>
        <translation>त्वरित जाँच के नतीजे</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="273"/>
        <source>Measuring this machine… (the CPU&apos;s FMA peak and the CUDA probe run in the background; the figures appear here in a moment)</source>
        <translation>इस मशीन को मापा जा रहा है… (CPU का FMA शिखर और CUDA probe बैकग्राउंड में चलते हैं; आँकड़े कुछ ही पल में यहाँ दिखेंगे)</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="280"/>
        <source>measuring…</source>
        <translation>मापा जा रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="296"/>
        <source>Measuring this machine…</source>
        <translation>इस मशीन को मापा जा रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="349"/>
        <source>%1, kernels for %2</source>
        <translation>%1, %2 के लिए kernels</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="350"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="350"/>
        <source>%1 total, %2 available</source>
        <translation>कुल %1, उपलब्ध %2</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="356"/>
        <source>Device</source>
        <translation>डिवाइस</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="357"/>
        <source>Memory</source>
        <translation>मेमोरी</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="357"/>
        <source>%1 total, %2 free</source>
        <translation>कुल %1, खाली %2</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="360"/>
        <source>torch would print</source>
        <translation>torch प्रिंट करेगा</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="361"/>
        <source>total_memory / 1e9 = %1</source>
        <translation>total_memory / 1e9 = %1</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="362"/>
        <source>Compute capability</source>
        <translation>कंप्यूट क्षमता</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="365"/>
        <source>SMs × fp32 lanes</source>
        <translation>SM × fp32 लेन</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="366"/>
        <source>%1 × %2 at %3 MHz</source>
        <translation>%1 × %2, %3 MHz पर</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="368"/>
        <source>fp32 peak</source>
        <translation>fp32 शिखर</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="369"/>
        <source>%1 (from the device&apos;s properties)</source>
        <translation>%1 (डिवाइस के गुणों से)</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="391"/>
        <source>cuBLAS from</source>
        <translation>cuBLAS कहाँ से</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="394"/>
        <source>Set in environment</source>
        <translation>एनवायरनमेंट में सेट</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="395"/>
        <source>%1 (changes what is measured)</source>
        <translation>%1 (यह बदलता है कि क्या मापा जाता है)</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="452"/>
        <source>%1: %2 per matmul, %3, %4.</source>
        <translation>%1: प्रति matmul %2, %3, %4।</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="455"/>
        <source>Quick check done. %1</source>
        <translation>त्वरित जाँच पूरी। %1</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="468"/>
        <source>⚠ %1. The rate above is lower than this machine reaches when it is free: run the quick check again when nothing else runs.</source>
        <translation>⚠ %1. ऊपर की दर उससे कम है जो यह मशीन खाली होने पर पाती है: जब और कुछ न चल रहा हो, तब त्वरित जाँच फिर से चलाएँ।</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="285"/>
        <location filename="../labs/device/devicereportpanel.cpp" line="371"/>
        <source>Status</source>
        <translation>स्थिति</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="371"/>
        <source>not usable — %1</source>
        <translation>उपयोग योग्य नहीं — %1</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="372"/>
        <source>nvidia-smi</source>
        <translation>nvidia-smi</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="373"/>
        <source>the driver is there; see the triage for what failed</source>
        <translation>ड्राइवर मौजूद है; क्या विफल हुआ, यह निदान में देखें</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="374"/>
        <source>not installed — it ships with the driver (&quot;nvidia-smi: command not found&quot;)</source>
        <translation>इंस्टॉल नहीं — यह ड्राइवर के साथ आता है (&quot;nvidia-smi: command not found&quot;)</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="377"/>
        <source>torch.cuda.is_available()</source>
        <translation>torch.cuda.is_available()</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="381"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="285"/>
        <location filename="../labs/device/devicereportpanel.cpp" line="386"/>
        <source>Driver</source>
        <translation>ड्राइवर</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="387"/>
        <source>Driver supports CUDA</source>
        <translation>ड्राइवर CUDA का समर्थन करता है</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="285"/>
        <location filename="../labs/device/devicereportpanel.cpp" line="388"/>
        <source>CUDA runtime (this build)</source>
        <translation>CUDA रनटाइम (यह बिल्ड)</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="389"/>
        <source>cuBLAS</source>
        <translation>cuBLAS</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="171"/>
        <location filename="../labs/device/devicereportpanel.cpp" line="425"/>
        <source>Running on the CPU…</source>
        <translation>CPU पर चल रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="430"/>
        <source>%1 — n = %2, run %3 of %4</source>
        <translation>%1 — n = %2, रन %4 में से %3</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="204"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="173"/>
        <source>Simulating the GPU…</source>
        <translation>GPU का सिमुलेशन हो रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="174"/>
        <source>Running on the GPU…</source>
        <translation>GPU पर चल रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="440"/>
        <source>Done. %1</source>
        <translation>पूरा हुआ। %1</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="440"/>
        <location filename="../labs/device/devicereportpanel.cpp" line="442"/>
        <source>Failed: %1</source>
        <translation>विफल: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::DispatchPanel</name>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="234"/>
        <source>Same script, four machines</source>
        <translation>वही स्क्रिप्ट, चार मशीनें</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="235"/>
        <source>Scenario:</source>
        <translation>परिदृश्य:</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="239"/>
        <source>PyTorch on the laptop and this machine:</source>
        <translation>लैपटॉप और इस मशीन पर PyTorch:</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="240"/>
        <source>CUDA wheel (pip&apos;s default on Linux)</source>
        <translation>CUDA व्हील (Linux पर pip का डिफ़ॉल्ट)</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="241"/>
        <source>CPU-only wheel</source>
        <translation>केवल-CPU व्हील</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="242"/>
        <source>A CUDA wheel on a machine without a driver answers differently from a CPU-only wheel: torch.version.cuda is a version string, and device calls report the missing driver instead of &quot;not compiled with CUDA&quot;.</source>
        <translation>बिना ड्राइवर वाली मशीन पर CUDA व्हील केवल-CPU व्हील से अलग जवाब देता है: torch.version.cuda एक संस्करण स्ट्रिंग है, और डिवाइस कॉल &quot;not compiled with CUDA&quot; के बजाय अनुपस्थित ड्राइवर बताती हैं।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="245"/>
        <source>Outputs and errors are what recent PyTorch 2.x prints. The wording of messages shifts between versions; the exception type and the meaning do not.</source>
        <translation>आउटपुट और त्रुटियाँ वही हैं जो हाल का PyTorch 2.x प्रिंट करता है। संदेशों के शब्द संस्करणों के बीच बदलते हैं; exception का प्रकार और अर्थ नहीं।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="247"/>
        <source>Some scenario files could not be used:
%1</source>
        <translation>कुछ परिदृश्य फ़ाइलें इस्तेमाल नहीं हो सकीं:
%1</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="248"/>
        <source>◀◀ Start</source>
        <translation>◀◀ शुरुआत</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="249"/>
        <source>First line (Home)</source>
        <translation>पहली लाइन (Home)</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="250"/>
        <source>◀ Back</source>
        <translation>◀ पीछे</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="251"/>
        <source>Previous line (Left or Up)</source>
        <translation>पिछली लाइन (Left या Up)</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="252"/>
        <source>Step ▶</source>
        <translation>अगला कदम ▶</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="253"/>
        <source>Run the next line (Right, Down or Space)</source>
        <translation>अगली लाइन चलाएँ (Right, Down या Space)</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="254"/>
        <source>End ▶▶</source>
        <translation>अंत ▶▶</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="255"/>
        <source>Last line (End)</source>
        <translation>आख़िरी लाइन (End)</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="256"/>
        <source>The script, one line per row</source>
        <translation>स्क्रिप्ट, हर पंक्ति अलग</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="258"/>
        <source>Script stepper</source>
        <translation>स्क्रिप्ट स्टेपर</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="259"/>
        <source>Right, Down or Space runs the next line; Left or Up goes back; Home and End jump to the first and the last line.</source>
        <translation>दायाँ, नीचे या Space अगली पंक्ति चलाता है; बायाँ या ऊपर पीछे जाता है; Home और End पहली और आख़िरी पंक्ति पर ले जाते हैं।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="285"/>
        <source>This machine column from the real probe: %1</source>
        <translation>&quot;यह मशीन&quot; कॉलम असली जाँच से: %1</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="348"/>
        <source>Before the first line.</source>
        <translation>पहली पंक्ति से पहले।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="349"/>
        <source>Line %1 of %2: %3.</source>
        <translation>पंक्ति %1 / %2: %3।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="351"/>
        <source>The output is hidden until you answer the quiz below.</source>
        <translation>नीचे के क्विज़ का उत्तर देने तक आउटपुट छिपा रहता है।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="357"/>
        <source>nothing printed</source>
        <translation>कुछ नहीं छपा</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="358"/>
        <source>%1: %2.</source>
        <translation>%1: %2।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="451"/>
        <source>line %1 of %2</source>
        <translation>लाइन %2 में से %1</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="459"/>
        <source>Step with the arrow keys, Space, Home and End. Each column shows what that machine has printed so far.</source>
        <translation>तीर कुंजियों, Space, Home और End से आगे बढ़ें। हर कॉलम दिखाता है कि उस मशीन ने अब तक क्या प्रिंट किया।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="580"/>
        <source>this lab has no scenarios to restore</source>
        <translation>इस लैब में पुनर्स्थापित करने के लिए कोई परिदृश्य नहीं है</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::EngineActivityNote</name>
    <message>
        <location filename="../labs/engineactivitynote.cpp" line="39"/>
        <source>The “%1” lab is measuring %2.</source>
        <translation>“%1” लैब में अभी %2 जारी है।</translation>
    </message>
    <message>
        <location filename="../labs/engineactivitynote.cpp" line="40"/>
        <source>The “%1” lab is measuring.</source>
        <translation>“%1” लैब में अभी माप जारी है।</translation>
    </message>
    <message>
        <location filename="../labs/engineactivitynote.cpp" line="41"/>
        <source>Another measurement is running.</source>
        <translation>अभी एक और माप चल रहा है।</translation>
    </message>
    <message>
        <location filename="../labs/engineactivitynote.cpp" line="43"/>
        <source>The button here waits until it is done.</source>
        <translation>यहाँ का बटन उसके पूरा होने तक रुका रहेगा।</translation>
    </message>
    <message>
        <location filename="../labs/engineactivitynote.cpp" line="43"/>
        <source>Starting a run here stops it.</source>
        <translation>यहाँ रन शुरू करने पर वह रुक जाएगा।</translation>
    </message>
    <message>
        <location filename="../labs/engineactivitynote.cpp" line="59"/>
        <source>GPU Lab measures one thing at a time: a new measurement stops the one running.</source>
        <translation>GPU Lab एक समय में एक ही चीज़ मापता है: नया माप चल रहे माप को रोक देता है।</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::ExercisesPage</name>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="107"/>
        <source>On this machine</source>
        <translation>इस मशीन पर</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="108"/>
        <source>Show the worked answer</source>
        <translation>हल किया हुआ उत्तर दिखाएँ</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="109"/>
        <source>Try it yourself first — the answer stays open once shown.</source>
        <translation>पहले ख़ुद आज़माएँ — एक बार दिखाने पर उत्तर खुला रहता है।</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="110"/>
        <source>Exercises</source>
        <translation>अभ्यास</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="111"/>
        <source>The exercise</source>
        <translation>अभ्यास का प्रश्न</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="112"/>
        <source>The worked answer</source>
        <translation>हल किया हुआ उत्तर</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="159"/>
        <source>Try first</source>
        <translation>पहले ख़ुद आज़माएँ</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="171"/>
        <source>Run it here: n = %1, CPU then GPU</source>
        <translation>यहाँ चलाएँ: n = %1, पहले CPU फिर GPU</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="178"/>
        <source>Running…</source>
        <translation>चल रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="179"/>
        <source>Not run yet.</source>
        <translation>अभी नहीं चलाया गया।</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="263"/>
        <source>Measuring this machine… the figures follow in a moment.</source>
        <translation>इस मशीन को मापा जा रहा है… आँकड़े कुछ ही पल में दिखेंगे।</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="177"/>
        <source>No compute engine in this window.</source>
        <translation>इस विंडो में कोई compute engine नहीं।</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/learn/exercisespage.cpp" line="172"/>
        <source>%1 warm-up and %n timed runs on each side, through the same engine as the labs; without a usable GPU its side is the labelled teaching model.</source>
        <translation>
            <numerusform>हर ओर %1 वार्म-अप और %n मापा गया रन, लैब वाले उसी engine से; उपयोग योग्य GPU न हो तो उसकी ओर चिह्नित शिक्षण मॉडल है।</numerusform>
            <numerusform>हर ओर %1 वार्म-अप और %n मापे गए रन, लैब वाले उसी engine से; उपयोग योग्य GPU न हो तो उसकी ओर चिह्नित शिक्षण मॉडल है।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="185"/>
        <source>Fill in this machine</source>
        <translation>इस मशीन के मान भरें</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="186"/>
        <source>Reads the GPU&apos;s total memory from the driver, or this machine&apos;s RAM without one.</source>
        <translation>ड्राइवर से GPU की कुल मेमोरी पढ़ता है, GPU न हो तो इस मशीन की RAM।</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="87"/>
        <source>Running on the CPU…</source>
        <translation>CPU पर चल रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="88"/>
        <source>Simulating the GPU…</source>
        <translation>GPU का सिमुलेशन हो रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="89"/>
        <source>Running on the GPU…</source>
        <translation>GPU पर चल रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="223"/>
        <source>Interrupted: another lab started a measurement. Run it again when it is done.</source>
        <translation>बाधित: किसी दूसरी लैब ने माप शुरू किया। उसके पूरा होने पर फिर चलाएँ।</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="181"/>
        <location filename="../labs/learn/exercisespage.cpp" line="232"/>
        <source>No ratio: %1.</source>
        <translation>कोई अनुपात नहीं: %1।</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="180"/>
        <location filename="../labs/learn/exercisespage.cpp" line="235"/>
        <source>Done — read the ratio below.</source>
        <translation>पूरा हुआ — नीचे अनुपात पढ़ें।</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="244"/>
        <source>GPU (simulated)</source>
        <translation>GPU (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="244"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="245"/>
        <source>&lt;p&gt;&lt;b&gt;CPU:&lt;/b&gt; %1 median — %2&lt;br&gt;&lt;b&gt;%3:&lt;/b&gt; %4 median — %5&lt;/p&gt;&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Speedup: %6×&lt;/b&gt; (CPU time ÷ GPU time at n = %7)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;CPU:&lt;/b&gt; %1 median — %2&lt;br&gt;&lt;b&gt;%3:&lt;/b&gt; %4 median — %5&lt;/p&gt;&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;स्पीडअप: %6×&lt;/b&gt; (n = %7 पर CPU समय ÷ GPU समय)&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="252"/>
        <source>&lt;p&gt;The GPU figure is simulated — the lesson&apos;s teaching model, not a card — so this ratio compares your CPU with that model.&lt;/p&gt;</source>
        <translation>&lt;p&gt;GPU का आँकड़ा सिम्युलेटेड है — पाठ का शिक्षण मॉडल, कोई कार्ड नहीं — इसलिए यह अनुपात आपके CPU की तुलना उस मॉडल से करता है।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="117"/>
        <location filename="../labs/learn/exercisespage.cpp" line="237"/>
        <source>Exercise 1: CPU %1 · GPU %2</source>
        <translation>अभ्यास 1: CPU %1 · GPU %2</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="283"/>
        <source>Capacity: %1.</source>
        <translation>क्षमता: %1।</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="285"/>
        <source>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;6&apos; border=&apos;1&apos;&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th&gt;serve (÷ 2)&lt;/th&gt;&lt;th&gt;train with SGD (÷ 6)&lt;/th&gt;&lt;th&gt;train with Adam (÷ 14)&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;all %1&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;less %5 headroom = %6&lt;/td&gt;&lt;td&gt;&lt;b&gt;%7&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;b&gt;%8&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;b&gt;%9&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;6&apos; border=&apos;1&apos;&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th&gt;सर्व करना (÷ 2)&lt;/th&gt;&lt;th&gt;SGD से ट्रेन (÷ 6)&lt;/th&gt;&lt;th&gt;Adam से ट्रेन (÷ 14)&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;पूरे %1&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;%5 हेडरूम घटाकर = %6&lt;/td&gt;&lt;td&gt;&lt;b&gt;%7&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;b&gt;%8&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;b&gt;%9&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="295"/>
        <source>&lt;p&gt;Without a usable GPU this is the memory the CPU trains in; the operating system and your other programs share it, so the real headroom is larger.&lt;/p&gt;</source>
        <translation>&lt;p&gt;उपयोग योग्य GPU न हो तो यह वह मेमोरी है जिसमें CPU ट्रेन करता है; ऑपरेटिंग सिस्टम और आपके दूसरे प्रोग्राम भी इसे साझा करते हैं, इसलिए असली हेडरूम ज़्यादा है।&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::FlashcardView</name>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="71"/>
        <source>Space or click: back to the term · ← → other cards</source>
        <translation>Space या क्लिक: वापस शब्द पर · ← → दूसरे कार्ड</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="72"/>
        <source>Space or click: what it means · ← → other cards</source>
        <translation>Space या क्लिक: इसका अर्थ · ← → दूसरे कार्ड</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="73"/>
        <source>Flashcard</source>
        <translation>फ़्लैशकार्ड</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::FlashcardsPage</name>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="170"/>
        <source>‹ Previous</source>
        <translation>‹ पिछला</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="171"/>
        <source>Flip</source>
        <translation>पलटें</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="172"/>
        <source>Next ›</source>
        <translation>अगला ›</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="173"/>
        <source>Shuffle</source>
        <translation>फेंटें</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="174"/>
        <source>In order</source>
        <translation>क्रम से</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="271"/>
        <source>No cards</source>
        <translation>कोई कार्ड नहीं</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="280"/>
        <source>Card %1 of %2 · %3</source>
        <translation>कार्ड %2 में से %1 · %3</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="283"/>
        <source>meaning</source>
        <translation>अर्थ</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="283"/>
        <source>term</source>
        <translation>शब्द</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::HelpOverlay</name>
    <message>
        <location filename="../labs/throughput/helpoverlay.cpp" line="26"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../labs/throughput/helpoverlay.cpp" line="82"/>
        <source>Press any key or click to close.</source>
        <translation>बंद करने के लिए कोई भी कुंजी दबाएँ या क्लिक करें।</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::LearnPanel</name>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="107"/>
        <source>Learn</source>
        <translation>सीखें</translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="108"/>
        <source>The lesson in six short chapters, each beside the lab it explains; then check yourself with the quiz, the flashcards and three exercises.</source>
        <translation>छह छोटे अध्यायों में पाठ, हर एक उस लैब के साथ जिसे वह समझाता है; फिर क्विज़, फ़्लैशकार्ड और तीन अभ्यासों से ख़ुद को जाँचें।</translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="110"/>
        <source>Part of the lesson could not be loaded: %1</source>
        <translation>पाठ का एक हिस्सा लोड नहीं हो सका: %1</translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="112"/>
        <source>&amp;Chapters</source>
        <translation>अध्याय (&amp;C)</translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="113"/>
        <source>&amp;Quiz</source>
        <translation>क्विज़ (&amp;Q)</translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="114"/>
        <source>Fl&amp;ashcards</source>
        <translation>फ़्लैशकार्ड (&amp;A)</translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="115"/>
        <source>&amp;Exercises</source>
        <translation>अभ्यास (&amp;E)</translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="117"/>
        <location filename="../labs/learn/learnpanel.cpp" line="118"/>
        <source>Lesson parts</source>
        <translation>पाठ के हिस्से</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::LessonBenchmarkView</name>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="105"/>
        <source>Run the benchmark (%1×%1 fp32)</source>
        <translation>बेंचमार्क चलाएँ (%1×%1 fp32)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="107"/>
        <source>The lesson&apos;s benchmark: one %1×%1 fp32 matmul on the CPU, then on the GPU.</source>
        <translation>पाठ का बेंचमार्क: CPU पर, फिर GPU पर एक %1×%1 fp32 matmul।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="62"/>
        <source>As the lesson runs it: build both operands, one warm-up multiply (not timed), then %1 timed multiplies with a barrier before and after each; the median counts.</source>
        <translation>जैसे पाठ इसे चलाता है: दोनों ऑपरेंड बनाएँ, एक वार्म-अप गुणा (मापा नहीं गया), फिर %1 मापे गए गुणा, हर एक से पहले और बाद में बैरियर; median गिना जाता है।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="108"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="109"/>
        <source>Stop the benchmark now; what finished is kept, and no speedup is claimed.</source>
        <translation>बेंचमार्क अभी रोकें; जो पूरा हो चुका है वह बना रहता है, और कोई स्पीडअप दावा नहीं किया जाता।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="152"/>
        <source>Running on the CPU… (a few seconds per multiply on a small machine)</source>
        <translation>CPU पर चल रहा है… (छोटी मशीन पर हर गुणा में कुछ सेकंड)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="162"/>
        <source>%1 — %2, run %3 of %4</source>
        <translation>%1 — %2, रन %4 में से %3</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="162"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="162"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="155"/>
        <source>No GPU: asking the teaching model…</source>
        <translation>GPU नहीं: शिक्षण मॉडल से पूछा जा रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="155"/>
        <source>Running on the GPU…</source>
        <translation>GPU पर चल रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="171"/>
        <source>Cancelled.</source>
        <translation>रद्द किया गया।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="171"/>
        <source>Done.</source>
        <translation>पूरा हुआ।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="185"/>
        <source>Stopped: another measurement was started.</source>
        <translation>रोका गया: दूसरा माप शुरू किया गया।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="192"/>
        <source>CPU: —</source>
        <translation>CPU: —</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="192"/>
        <source>CPU: %1</source>
        <translation>CPU: %1</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="193"/>
        <source>GPU: —</source>
        <translation>GPU: —</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="193"/>
        <source>GPU: %1</source>
        <translation>GPU: %1</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="199"/>
        <source>Speedup %1× — simulated: %2</source>
        <translation>स्पीडअप %1× — सिम्युलेटेड: %2</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="200"/>
        <source>Speedup %1× (measured)</source>
        <translation>स्पीडअप %1× (मापा गया)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="203"/>
        <source>Speedup: — (%1)</source>
        <translation>स्पीडअप: — (%1)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="206"/>
        <source>Speedup: —</source>
        <translation>स्पीडअप: —</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::LogSlider</name>
    <message>
        <location filename="../labs/throughput/logslider.cpp" line="53"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../labs/throughput/logslider.cpp" line="55"/>
        <source>Logarithmic track: each step multiplies the value by the same factor.</source>
        <translation>लघुगणकीय पैमाना: हर कदम मान को एक ही गुणक से गुणा करता है।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/logslider.cpp" line="56"/>
        <source>Linear track: each step adds the same amount.</source>
        <translation>रैखिक पैमाना: हर कदम एक ही मात्रा जोड़ता है।</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::PrecisionSelector</name>
    <message>
        <location filename="../labs/throughput/precisionselector.cpp" line="40"/>
        <source>Precision:</source>
        <translation>प्रिसिज़न:</translation>
    </message>
    <message>
        <location filename="../labs/throughput/precisionselector.cpp" line="45"/>
        <source>fp32 inputs and arithmetic (sgemm)</source>
        <translation>fp32 इनपुट और अंकगणित (sgemm)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/precisionselector.cpp" line="47"/>
        <source>bfloat16 inputs (8 significand bits, fp32&apos;s range), fp32 accumulation: oneDNN&apos;s bf16 matmul on the CPU</source>
        <translation>bfloat16 इनपुट (significand के 8 बिट, fp32 जितनी रेंज), fp32 में एक्यूमुलेशन: CPU पर oneDNN का bf16 matmul</translation>
    </message>
    <message>
        <location filename="../labs/throughput/precisionselector.cpp" line="51"/>
        <source>TF32 tensor cores: GPU only (the CPU backend runs fp32 and bf16)</source>
        <translation>TF32 tensor core: केवल GPU (CPU बैकएंड fp32 और bf16 चलाता है)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/precisionselector.cpp" line="54"/>
        <source>IEEE half inputs, fp32 accumulation: GPU only (the CPU backend runs fp32 and bf16)</source>
        <translation>IEEE half इनपुट, fp32 में एक्यूमुलेशन: केवल GPU (CPU बैकएंड fp32 और bf16 चलाता है)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/precisionselector.cpp" line="57"/>
        <source>Precision %1</source>
        <translation>प्रिसिज़न %1</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::PredictBox</name>
    <message>
        <location filename="../labs/predictbox.cpp" line="226"/>
        <location filename="../labs/predictbox.cpp" line="258"/>
        <source>Predict, then test</source>
        <translation>पहले अनुमान, फिर जाँच</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="227"/>
        <source>Lock my guess</source>
        <translation>मेरा अनुमान पक्का करें</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="228"/>
        <source>Fix your guess (Enter); the lab then shows its answer.</source>
        <translation>अपना अनुमान पक्का करें (Enter); उसके बाद लैब अपना उत्तर दिखाती है।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="229"/>
        <source>Skip, just show me</source>
        <translation>छोड़ें, सीधे दिखाएँ</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="230"/>
        <source>Show the answer without guessing. Nothing is scored.</source>
        <translation>बिना अनुमान के उत्तर दिखाता है। कोई अंक नहीं गिने जाते।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="233"/>
        <source>Above which matrix size n will the GPU win with these settings?</source>
        <translation>इन सेटिंग्स पर किस मैट्रिक्स आकार n से ऊपर GPU जीतेगा?</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="236"/>
        <source>How many times faster than the CPU will the GPU be on the lesson&apos;s matmul?</source>
        <translation>पाठ के मैट्रिक्स गुणन पर GPU, CPU से कितने गुना तेज़ होगा?</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="237"/>
        <source> ×</source>
        <translation> ×</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="239"/>
        <source>Does this plan fit on a 24 GB card?</source>
        <translation>क्या यह योजना 24 GB के कार्ड पर समाएगी?</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="241"/>
        <source>What will this sweep cost in total, in dollars?</source>
        <translation>इस स्वीप की कुल लागत कितने डॉलर होगी?</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="242"/>
        <source>$ </source>
        <translation>$ </translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="246"/>
        <source>Without synchronize() after the call, what does the timer read for one warm matmul, in milliseconds?</source>
        <translation>कॉल के बाद synchronize() न हो, तो एक गर्म (warm) मैट्रिक्स गुणन के लिए टाइमर कितने मिलीसेकंड दिखाएगा?</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="247"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="251"/>
        <source>Yes, it fits</source>
        <translation>हाँ, समा जाएगा</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="252"/>
        <source>No, it does not fit</source>
        <translation>नहीं, नहीं समाएगा</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="253"/>
        <location filename="../labs/predictbox.cpp" line="256"/>
        <source>Your guess</source>
        <translation>आपका अनुमान</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="277"/>
        <source>Predict again</source>
        <translation>फिर से अनुमान लगाएँ</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="277"/>
        <source>Predict first</source>
        <translation>पहले अनुमान लगाएँ</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="278"/>
        <source>Guess the answer before the lab shows it.</source>
        <translation>लैब के दिखाने से पहले उत्तर का अनुमान लगाएँ।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="295"/>
        <source>Score in this lab: %1 of %2 close</source>
        <translation>इस लैब में स्कोर: %2 में से %1 क़रीब</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="297"/>
        <source>, %1 near</source>
        <translation>, %1 लगभग</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="321"/>
        <source>n ≈ %1</source>
        <translation>n ≈ %1</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="322"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="323"/>
        <source>it fits</source>
        <translation>समा जाता है</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="323"/>
        <source>it does not fit</source>
        <translation>नहीं समाता</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="324"/>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="332"/>
        <source>The answer stays hidden until you lock your guess or skip.</source>
        <translation>जब तक आप अपना अनुमान पक्का न करें या छोड़ें नहीं, उत्तर छिपा रहता है।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="338"/>
        <source>Locked at %1. Now press Play and read the crossover.</source>
        <translation>%1 पर पक्का। अब चलाएँ दबाएँ और क्रॉसओवर पढ़ें।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="339"/>
        <source>Locked at %1. Now run the benchmark to measure.</source>
        <translation>%1 पर पक्का। अब मापने के लिए बेंचमार्क चलाएँ।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="340"/>
        <source>Locked at %1.</source>
        <translation>%1 पर पक्का।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="354"/>
        <source>With these settings the GPU never wins, so there is no crossover to compare with. Not scored.</source>
        <translation>इन सेटिंग्स पर GPU कभी नहीं जीतता, इसलिए तुलना के लिए कोई क्रॉसओवर नहीं है। अंक नहीं गिने गए।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="355"/>
        <source>The lab gave no answer to compare with this time. Not scored.</source>
        <translation>इस बार लैब ने तुलना के लिए कोई उत्तर नहीं दिया। अंक नहीं गिने गए।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="360"/>
        <source>Skipped: it fits on a 24 GB card. Nothing scored.</source>
        <translation>छोड़ा गया: यह 24 GB के कार्ड पर समा जाता है। कोई अंक नहीं गिने गए।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="361"/>
        <source>Skipped: it does not fit on a 24 GB card. Nothing scored.</source>
        <translation>छोड़ा गया: यह 24 GB के कार्ड पर नहीं समाता। कोई अंक नहीं गिने गए।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="363"/>
        <source>Skipped: the answer is %1. Nothing scored.</source>
        <translation>छोड़ा गया: उत्तर %1 है। कोई अंक नहीं गिने गए।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="367"/>
        <source>✔ Right: it fits on a 24 GB card.</source>
        <translation>✔ सही: यह 24 GB के कार्ड पर समा जाता है।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="367"/>
        <source>✔ Right: it does not fit on a 24 GB card.</source>
        <translation>✔ सही: यह 24 GB के कार्ड पर नहीं समाता।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="368"/>
        <source>✘ Not this time: it does fit on a 24 GB card.</source>
        <translation>✘ इस बार नहीं: यह 24 GB के कार्ड पर समा जाता है।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="369"/>
        <source>✘ Not this time: it does not fit on a 24 GB card.</source>
        <translation>✘ इस बार नहीं: यह 24 GB के कार्ड पर नहीं समाता।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="378"/>
        <source>✔ Close: you guessed %1, the answer is %2 (%3 % off).</source>
        <translation>✔ क़रीब: आपका अनुमान %1 था, उत्तर %2 है (%3 % का अंतर)।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="379"/>
        <source>≈ Near: you guessed %1, the answer is %2 (%3 % off).</source>
        <translation>≈ लगभग: आपका अनुमान %1 था, उत्तर %2 है (%3 % का अंतर)।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="380"/>
        <source>✘ Off: you guessed %1, the answer is %2 (%3 % off).</source>
        <translation>✘ दूर: आपका अनुमान %1 था, उत्तर %2 है (%3 % का अंतर)।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="386"/>
        <source>✔ Close: you guessed %1, the answer is %2.</source>
        <translation>✔ क़रीब: आपका अनुमान %1 था, उत्तर %2 है।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="388"/>
        <source>≈ Near: you guessed %1, the answer is %2: %3× too high.</source>
        <translation>≈ लगभग: आपका अनुमान %1 था, उत्तर %2 है: %3 गुना ज़्यादा।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="389"/>
        <source>≈ Near: you guessed %1, the answer is %2: %3× too low.</source>
        <translation>≈ लगभग: आपका अनुमान %1 था, उत्तर %2 है: %3 गुना कम।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="391"/>
        <source>✘ Off: you guessed %1, the answer is %2: %3× too high.</source>
        <translation>✘ दूर: आपका अनुमान %1 था, उत्तर %2 है: %3 गुना ज़्यादा।</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="392"/>
        <source>✘ Off: you guessed %1, the answer is %2: %3× too low.</source>
        <translation>✘ दूर: आपका अनुमान %1 था, उत्तर %2 है: %3 गुना कम।</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::QuizBox</name>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="74"/>
        <source>Predict, then reveal</source>
        <translation>पहले अनुमान, फिर खुलासा</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="75"/>
        <source>Predict</source>
        <translation>अनुमान लगाएँ</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="76"/>
        <source>Hide each line&apos;s output on the chosen machine until you have guessed it.</source>
        <translation>चुनी गई मशीन पर हर लाइन का आउटपुट तब तक छिपाएँ जब तक आप उसका अनुमान न लगा लें।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="79"/>
        <source>on</source>
        <translation>मशीन:</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="80"/>
        <source>Reveal</source>
        <translation>खोलें</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="96"/>
        <source>Press Predict, then step: you guess before you see.</source>
        <translation>&quot;अनुमान लगाएँ&quot; दबाएँ, फिर आगे बढ़ें: देखने से पहले आप अनुमान लगाते हैं।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="98"/>
        <source>Line %1: every machine prints the same here — nothing to guess.</source>
        <translation>लाइन %1: यहाँ हर मशीन एक जैसा प्रिंट करती है — अनुमान लगाने को कुछ नहीं।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="101"/>
        <source>Line %1 on this machine is already scored.</source>
        <translation>इस मशीन पर लाइन %1 का स्कोर पहले ही हो चुका।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="104"/>
        <source>What does line %1 print on the %2?</source>
        <translation>%2 पर लाइन %1 क्या प्रिंट करती है?</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="188"/>
        <source>✔ Right: %1</source>
        <translation>✔ सही: %1</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="192"/>
        <source>✘ Not quite: it is %1</source>
        <translation>✘ पूरी तरह नहीं: यह %1 है</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="195"/>
        <source>Already scored.</source>
        <translation>स्कोर पहले ही हो चुका।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="213"/>
        <source>Score: %1 of %2</source>
        <translation>स्कोर: %2 में से %1</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::QuizPage</name>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="147"/>
        <source>answer with choice %1</source>
        <translation>विकल्प %1 से उत्तर दें</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="156"/>
        <location filename="../labs/learn/quizpage.cpp" line="188"/>
        <source>Next question ›</source>
        <translation>अगला प्रश्न ›</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="148"/>
        <source>Reset the quiz</source>
        <translation>क्विज़ रीसेट करें</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="149"/>
        <source>Forget every answer and start again.</source>
        <translation>सारे उत्तर भूलकर फिर से शुरू करें।</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="150"/>
        <source>Questions</source>
        <translation>प्रश्न</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="207"/>
        <source>End of the quiz</source>
        <translation>क्विज़ का अंत</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="210"/>
        <source>%1 of %2 right.</source>
        <translation>%2 में से %1 सही।</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="214"/>
        <source>Every question answered. Reset to try again, or go through them once more.</source>
        <translation>हर प्रश्न का उत्तर दिया गया। फिर कोशिश के लिए रीसेट करें, या उन्हें एक बार और देखें।</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="216"/>
        <source>One question is still open: pick it in the list.</source>
        <translation>एक प्रश्न अभी बाकी है: उसे सूची में चुनें।</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="218"/>
        <source>%1 questions are still open: pick them in the list.</source>
        <translation>%1 प्रश्न अभी बाकी हैं: उन्हें सूची में चुनें।</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="225"/>
        <source>Back to question 1 ›</source>
        <translation>प्रश्न 1 पर वापस ›</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="247"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="269"/>
        <source>%1  Question %2</source>
        <translation>%1  प्रश्न %2</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="290"/>
        <source>Question %1 of %2</source>
        <translation>प्रश्न %2 में से %1</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="292"/>
        <source>Question %1 of %2: %3</source>
        <translation>प्रश्न %1 / %2: %3</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="308"/>
        <source>Pick an answer (click, or press 1–4). The explanation comes after.</source>
        <translation>एक उत्तर चुनें (क्लिक करें, या 1–4 दबाएँ)। व्याख्या बाद में आती है।</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="317"/>
        <source>Right: %1.</source>
        <translation>सही: %1।</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="318"/>
        <source>Not quite — you chose %1, the answer is %2.</source>
        <translation>पूरी तरह नहीं — आपने %1 चुना, उत्तर %2 है।</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::QuizSummaryView</name>
    <message>
        <location filename="../labs/learn/quizsummaryview.cpp" line="45"/>
        <source>Question by question:</source>
        <translation>प्रश्न-दर-प्रश्न:</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizsummaryview.cpp" line="60"/>
        <source>○ Question %1: not answered yet. %2</source>
        <translation>○ प्रश्न %1: अभी उत्तर नहीं दिया। %2</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizsummaryview.cpp" line="61"/>
        <source>✔ Question %1: right. %2</source>
        <translation>✔ प्रश्न %1: सही। %2</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizsummaryview.cpp" line="62"/>
        <source>✘ Question %1: wrong. %2</source>
        <translation>✘ प्रश्न %1: ग़लत। %2</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizsummaryview.cpp" line="72"/>
        <source>Show me in the lab</source>
        <translation>मुझे लैब में दिखाएँ</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizsummaryview.cpp" line="73"/>
        <source>Show me in the lab: %1</source>
        <translation>मुझे लैब में दिखाएँ: %1</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizsummaryview.cpp" line="74"/>
        <source>Show question %1 in the lab</source>
        <translation>प्रश्न %1 लैब में दिखाएँ</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::RaceView</name>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="199"/>
        <source>Step ▸|</source>
        <translation>कदम ▸|</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="200"/>
        <source>Advance the race by a quarter of a second on screen (N)</source>
        <translation>दौड़ को स्क्रीन पर एक चौथाई सेकंड आगे बढ़ाएँ (N)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="201"/>
        <source>Restart |◂</source>
        <translation>फिर से शुरू |◂</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="202"/>
        <source>Back to the start line, settings kept (Home)</source>
        <translation>शुरुआती रेखा पर वापस, सेटिंग्स वैसी ही (Home)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="203"/>
        <source>Reset all ↺</source>
        <translation>सब रीसेट ↺</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="204"/>
        <source>Default settings and back to the start (R)</source>
        <translation>डिफ़ॉल्ट सेटिंग्स और शुरुआत पर वापस (R)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="205"/>
        <source>Keys ?</source>
        <translation>कुंजियाँ ?</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="206"/>
        <source>Show the keyboard shortcuts (H)</source>
        <translation>कीबोर्ड शॉर्टकट दिखाएँ (H)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="207"/>
        <source>Settings</source>
        <translation>सेटिंग्स</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="209"/>
        <source>Matrix size n</source>
        <translation>मैट्रिक्स आकार n</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="210"/>
        <source>CPU cores</source>
        <translation>CPU कोर</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="211"/>
        <source>CPU clock</source>
        <translation>CPU क्लॉक</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="212"/>
        <source>GPU lanes</source>
        <translation>GPU लेन</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="213"/>
        <source>GPU clock</source>
        <translation>GPU क्लॉक</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="214"/>
        <source>GPU per-call overhead (launch, copies, framework)</source>
        <translation>GPU का प्रति-कॉल ओवरहेड (लॉन्च, कॉपी, फ़्रेमवर्क)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="216"/>
        <source>The lesson&apos;s 5 ms is a stand-in for everything one GPU call costs before its arithmetic: kernel launch, host-to-device copy, framework and first-use overhead. A bare kernel launch alone takes a few microseconds.</source>
        <translation>पाठ के 5 ms उस सबका प्रतिनिधि हैं जो एक GPU कॉल अपनी गणना से पहले लेती है: kernel लॉन्च, होस्ट से डिवाइस कॉपी, फ़्रेमवर्क और पहले उपयोग का ओवरहेड। सिर्फ़ kernel लॉन्च में कुछ माइक्रोसेकंड लगते हैं।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="219"/>
        <source>Readouts (simulated)</source>
        <translation>रीडिंग (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="220"/>
        <source>Teaching model: every output entry is its own dot product (2n FLOPs) done by one core or lane at one multiply-add (2 FLOPs) per cycle; real CPU cores do 8–32 per cycle with SIMD, so real gaps are smaller.</source>
        <translation>शिक्षण मॉडल: हर आउटपुट प्रविष्टि अपना अलग डॉट प्रोडक्ट (2n FLOP) है, जिसे एक कोर या लेन प्रति साइकिल एक multiply-add (2 FLOP) से करता है; असली CPU कोर SIMD से प्रति साइकिल 8–32 करते हैं, इसलिए असली अंतर छोटे हैं।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="230"/>
        <source>Keyboard shortcuts</source>
        <translation>कीबोर्ड शॉर्टकट</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="224"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="197"/>
        <source>Simulated race: CPU cores against GPU lanes</source>
        <translation>सिम्युलेटेड दौड़: CPU कोर बनाम GPU लेन</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="198"/>
        <source>Space plays or pauses, N steps, Home restarts, R resets, H lists the keys.</source>
        <translation>Space चलाता या रोकता है, N एक कदम आगे बढ़ाता है, Home फिर से शुरू करता है, R रीसेट करता है, H कुंजियाँ दिखाता है।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="209"/>
        <source>rows and columns</source>
        <translation>पंक्तियाँ और स्तंभ</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="211"/>
        <location filename="../labs/throughput/raceview.cpp" line="213"/>
        <source>in GHz</source>
        <translation>GHz में</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="214"/>
        <source>in milliseconds</source>
        <translation>मिलीसेकंड में</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="224"/>
        <source>play / pause the race</source>
        <translation>दौड़ चलाएँ / रोकें</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="225"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="225"/>
        <source>one step (paused)</source>
        <translation>एक कदम (रुकी हुई दौड़ में)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="226"/>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="226"/>
        <source>restart: back to the start line</source>
        <translation>फिर से शुरू: शुरुआती रेखा पर वापस</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="227"/>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="227"/>
        <source>reset all settings</source>
        <translation>सारी सेटिंग्स रीसेट करें</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="228"/>
        <source>show or hide this help</source>
        <translation>यह सहायता दिखाएँ या छिपाएँ</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="228"/>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="229"/>
        <source>Tab, arrows</source>
        <translation>Tab, तीर कुंजियाँ</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="229"/>
        <source>move between sliders and nudge them</source>
        <translation>स्लाइडरों के बीच जाएँ और उन्हें थोड़ा खिसकाएँ</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="276"/>
        <source>Finished. %1</source>
        <translation>समाप्त। %1</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="279"/>
        <source>done</source>
        <translation>पूरा</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="280"/>
        <source>%1 % done</source>
        <translation>%1 % पूरा</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="282"/>
        <source>Simulated %1 in: CPU %2, GPU %3.</source>
        <translation>सिम्युलेटेड %1 बीते: CPU %2, GPU %3।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="405"/>
        <source>Pause ❚❚</source>
        <translation>रोकें ❚❚</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="405"/>
        <source>Play ▶</source>
        <translation>चलाएँ ▶</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="406"/>
        <source>Play or pause the race (Space)</source>
        <translation>दौड़ चलाएँ या रोकें (Space)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="408"/>
        <source>&lt;b&gt;Work:&lt;/b&gt; 2n³ = %1 FLOPs in %2 independent dot products</source>
        <translation>&lt;b&gt;काम:&lt;/b&gt; 2n³ = %1 FLOP, %2 स्वतंत्र डॉट प्रोडक्ट में</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="410"/>
        <source>&lt;b style=&apos;color:%1&apos;&gt;CPU&lt;/b&gt; %2 → &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;CPU&lt;/b&gt; %2 → &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="412"/>
        <source>&lt;b style=&apos;color:%1&apos;&gt;GPU&lt;/b&gt; %2 → %3 per-call overhead + %4 compute = &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;GPU&lt;/b&gt; %2 → %3 प्रति-कॉल ओवरहेड + %4 गणना = &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="416"/>
        <source>&lt;br&gt;only %1 of %2 lanes have an entry to compute; the rest sit idle</source>
        <translation>&lt;br&gt;%2 में से केवल %1 लेन के पास गणना के लिए प्रविष्टि है; बाकी ख़ाली बैठी हैं</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="420"/>
        <source>&lt;b&gt;Width:&lt;/b&gt; %1 vs %2 lane-cycles/s — the GPU is %3× wider</source>
        <translation>&lt;b&gt;चौड़ाई:&lt;/b&gt; %1 बनाम %2 लेन-साइकिल/s — GPU %3× चौड़ा है</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="425"/>
        <source>At the defaults this is the lesson&apos;s width count, 128×, which the chapter rounds to &quot;about 100×&quot;. The timing lab and the benchmark&apos;s simulation use a second teaching GPU, described by what it delivers (%1 on one 5000×5000 multiply, plus %2 a call) rather than by its lanes.</source>
        <translation>डिफ़ॉल्ट पर यह पाठ की चौड़ाई वाली गिनती है, 128×, जिसे अध्याय &quot;लगभग 100×&quot; तक गोल करता है। &quot;समय माप का जाल&quot; लैब और बेंचमार्क का सिमुलेशन एक दूसरा शिक्षण GPU इस्तेमाल करते हैं, जो अपनी लेन से नहीं बल्कि अपने नतीजे से बताया गया है (एक 5000×5000 गुणा पर %1, और हर कॉल पर %2)।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="432"/>
        <source>&lt;b&gt;GPU %1× faster&lt;/b&gt; at n = %2 (simulated)</source>
        <translation>n = %2 पर &lt;b&gt;GPU %1× तेज़&lt;/b&gt; (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="435"/>
        <source>&lt;b&gt;CPU %1× faster&lt;/b&gt; at n = %2 (simulated)</source>
        <translation>n = %2 पर &lt;b&gt;CPU %1× तेज़&lt;/b&gt; (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="438"/>
        <source>&lt;b&gt;Crossover:&lt;/b&gt; none — these lanes add up to less than the CPU, so the GPU never catches up</source>
        <translation>&lt;b&gt;क्रॉसओवर:&lt;/b&gt; कोई नहीं — ये लेन मिलकर CPU से कम हैं, इसलिए GPU कभी बराबरी नहीं कर पाता</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="442"/>
        <source>&lt;b&gt;Crossover:&lt;/b&gt; n ≈ %1, below the smallest size: the GPU wins everywhere here</source>
        <translation>&lt;b&gt;क्रॉसओवर:&lt;/b&gt; n ≈ %1, सबसे छोटे आकार से नीचे: यहाँ हर जगह GPU जीतता है</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="446"/>
        <source>&lt;b&gt;Crossover:&lt;/b&gt; the GPU wins above n ≈ %1 (the per-call overhead hides the width below it)</source>
        <translation>&lt;b&gt;क्रॉसओवर:&lt;/b&gt; n ≈ %1 से ऊपर GPU जीतता है (उससे नीचे प्रति-कॉल ओवरहेड चौड़ाई को ढक देता है)</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::RaceWidget</name>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="37"/>
        <source>Race between CPU cores and GPU lanes</source>
        <translation>CPU कोर और GPU लेन के बीच दौड़</translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="48"/>
        <source>Simulated race at n = %1: %2 GPU lanes finish in %3, before %4 CPU cores in %5.</source>
        <translation>n = %1 पर सिम्युलेटेड दौड़: %2 GPU लेन %3 में पूरा करती हैं, जबकि %4 CPU कोर को %5 लगते हैं।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="49"/>
        <source>Simulated race at n = %1: %2 GPU lanes finish in %3, after %4 CPU cores in %5.</source>
        <translation>n = %1 पर सिम्युलेटेड दौड़: %2 GPU लेन को %3 लगते हैं, जबकि %4 CPU कोर %5 में ही पूरा कर लेते हैं।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="90"/>
        <source>CPU: %1 cores × %2 GHz</source>
        <translation>CPU: %1 कोर × %2 GHz</translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="92"/>
        <source>GPU: %1 lanes × %2 GHz</source>
        <translation>GPU: %1 लेन × %2 GHz</translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="155"/>
        <source>overhead… %1 of %2</source>
        <translation>ओवरहेड… %2 में से %1</translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="167"/>
        <source>finished first: %1 (simulated)</source>
        <translation>पहले पूरा: %1 (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="168"/>
        <source>finished: %1 (simulated)</source>
        <translation>पूरा: %1 (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="170"/>
        <source>%1 % of %2 dot products — %3 of %4 (simulated)</source>
        <translation>%2 डॉट प्रोडक्ट का %1 % — %4 में से %3 (सिम्युलेटेड)</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::RealRunBox</name>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="48"/>
        <source>Run this line in my PyTorch</source>
        <translation>यह पंक्ति मेरे PyTorch में चलाएँ</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="49"/>
        <source>Runs the lines up to this one, in order, in a fresh Python with your PyTorch, and shows what this line printed or raised beside the prediction.</source>
        <translation>इस पंक्ति तक की पंक्तियाँ क्रम से आपके PyTorch वाले एक नए Python में चलाता है, और भविष्यवाणी के पास दिखाता है कि इस पंक्ति ने क्या छापा या कौन-सी त्रुटि दी।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="51"/>
        <source>Run the whole script</source>
        <translation>पूरी स्क्रिप्ट चलाएँ</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="52"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="53"/>
        <source>Copy as a report</source>
        <translation>रिपोर्ट के रूप में कॉपी करें</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="54"/>
        <source>Copies each line, the lab&apos;s prediction and what your PyTorch did, as plain text.</source>
        <translation>हर पंक्ति, लैब की भविष्यवाणी और आपके PyTorch ने जो किया, सादे टेक्स्ट के रूप में कॉपी करता है।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="94"/>
        <source>Line %1 is a shell command: run it in a terminal. Only Python lines run in your PyTorch.</source>
        <translation>पंक्ति %1 एक shell कमांड है: इसे टर्मिनल में चलाएँ। आपके PyTorch में केवल Python पंक्तियाँ चलती हैं।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="96"/>
        <source>Line %1 is a shell command: run it in a terminal.</source>
        <translation>पंक्ति %1 एक shell कमांड है: इसे टर्मिनल में चलाएँ।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="108"/>
        <source>Running the script&apos;s Python lines in your PyTorch…</source>
        <translation>स्क्रिप्ट की Python पंक्तियाँ आपके PyTorch में चल रही हैं…</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="109"/>
        <source>Running lines 1 to %1 in your PyTorch…</source>
        <translation>पंक्तियाँ 1 से %1 आपके PyTorch में चल रही हैं…</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="129"/>
        <source>%1 (Python %2, %3)</source>
        <translation>%1 (Python %2, %3)</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="168"/>
        <source>(nothing)</source>
        <translation>(कुछ नहीं)</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="175"/>
        <source>&lt;b&gt;✓ Line %1 in your PyTorch:&lt;/b&gt; %2 — the same as the lab&apos;s prediction for this machine.</source>
        <translation>&lt;b&gt;✓ आपके PyTorch में पंक्ति %1:&lt;/b&gt; %2 — इस मशीन के लिए लैब की भविष्यवाणी जैसा ही।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="178"/>
        <source>Line %1 in your PyTorch: %2. The same as predicted.</source>
        <translation>आपके PyTorch में पंक्ति %1: %2। भविष्यवाणी जैसा ही।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="181"/>
        <source>&lt;b&gt;✗ Line %1 in your PyTorch:&lt;/b&gt; %2 — the lab predicted %3. A finding: copy it as a report.</source>
        <translation>&lt;b&gt;✗ आपके PyTorch में पंक्ति %1:&lt;/b&gt; %2 — लैब की भविष्यवाणी %3 थी। यह एक खोज है: इसे रिपोर्ट के रूप में कॉपी करें।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="184"/>
        <source>Line %1 in your PyTorch: %2. Different from the prediction, %3.</source>
        <translation>आपके PyTorch में पंक्ति %1: %2। भविष्यवाणी से अलग, %3।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="189"/>
        <source>&lt;b&gt;Line %1 in your PyTorch:&lt;/b&gt; %2 (%3)</source>
        <translation>&lt;b&gt;आपके PyTorch में पंक्ति %1:&lt;/b&gt; %2 (%3)</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="190"/>
        <source>Line %1 in your PyTorch: %2.</source>
        <translation>आपके PyTorch में पंक्ति %1: %2।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="194"/>
        <source>Line %1: %2</source>
        <translation>पंक्ति %1: %2</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="196"/>
        <source>Line %1 has not run in your PyTorch yet.</source>
        <translation>पंक्ति %1 अभी आपके PyTorch में नहीं चली है।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="205"/>
        <source>Lines run so far: ✓ %1 the same, ✗ %2 different. Ran in %3.</source>
        <translation>अब तक चली पंक्तियाँ: ✓ %1 समान, ✗ %2 अलग। %3 में चलाई गईं।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="210"/>
        <source>%1 the same, %2 different.</source>
        <translation>%1 समान, %2 अलग।</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="214"/>
        <location filename="../labs/dispatch/realrunbox.cpp" line="215"/>
        <source>The run stopped: %1</source>
        <translation>रन रुक गया: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::RooflineChart</name>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="58"/>
        <source>Roofline chart: GFLOP/s against arithmetic intensity</source>
        <translation>Roofline चार्ट: अंकगणितीय तीव्रता के सापेक्ष GFLOP/s</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="81"/>
        <source>Roofline of %1 — memory %2 GB/s (measured)</source>
        <translation>%1 की Roofline — मेमोरी %2 GB/s (मापा गया)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="83"/>
        <source>Roofline — measure the bandwidth to draw the slope</source>
        <translation>Roofline — ढलान बनाने के लिए बैंडविड्थ मापें</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="115"/>
        <source>ridge point (roof meets slope)</source>
        <translation>रिज पॉइंट (जहाँ छत ढलान से मिलती है)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="122"/>
        <source>%1 roof: %2 (%3)</source>
        <translation>%1 छत: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="133"/>
        <source>%1 measured sweep points</source>
        <translation>%1 के मापे गए स्वीप बिंदु</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="151"/>
        <source>arithmetic intensity, FLOP per byte: 2n³ ÷ (3n² × bytes per element)</source>
        <translation>अंकगणितीय सघनता, FLOP प्रति बाइट: 2n³ ÷ (3n² × प्रति तत्व बाइट)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="152"/>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="158"/>
        <source>%1 roofs and %2 measured points</source>
        <translation>%1 छतें और %2 मापे गए बिंदु</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="161"/>
        <source>%1 under a memory bandwidth of %2 GB/s (measured).</source>
        <translation>%1, %2 GB/s की मेमोरी बैंडविड्थ पर (मापी गई)।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="162"/>
        <source>%1; the bandwidth is not measured yet, so no slope is drawn.</source>
        <translation>%1; बैंडविड्थ अभी मापी नहीं गई है, इसलिए ढलान नहीं बनाई गई।</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::RooflineView</name>
    <message>
        <location filename="../labs/throughput/rooflineview.cpp" line="80"/>
        <source>Measure memory bandwidth</source>
        <translation>मेमोरी बैंडविड्थ मापें</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/throughput/rooflineview.cpp" line="92"/>
        <source>Memory bandwidth: %1 GB/s best, %2 GB/s median of %n passes after %3 warm-up (%4).</source>
        <translation>
            <numerusform>मेमोरी बैंडविड्थ: सर्वश्रेष्ठ %1 GB/s, %3 वार्म-अप के बाद %n पास का median %2 GB/s (%4)।</numerusform>
            <numerusform>मेमोरी बैंडविड्थ: सर्वश्रेष्ठ %1 GB/s, %3 वार्म-अप के बाद %n पासों का median %2 GB/s (%4)।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflineview.cpp" line="100"/>
        <source>The slope needs the memory bandwidth: a STREAM-style triad (a = b + s·c) over arrays several times the cache, on every core, 1 warm-up and 5 timed passes.</source>
        <translation>ढलान के लिए मेमोरी बैंडविड्थ चाहिए: cache से कई गुना बड़े arrays पर STREAM-शैली का triad (a = b + s·c), हर कोर पर, 1 वार्म-अप और 5 मापे गए पास।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflineview.cpp" line="89"/>
        <source>Measuring the memory bandwidth…</source>
        <translation>मेमोरी बैंडविड्थ मापी जा रही है…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflineview.cpp" line="98"/>
        <source>No bandwidth: %1</source>
        <translation>बैंडविड्थ नहीं: %1</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflineview.cpp" line="187"/>
        <source>%1 at %2 FLOP/byte</source>
        <translation>%1, %2 FLOP/बाइट पर</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflineview.cpp" line="191"/>
        <source>No measured points yet: run the measured sweep (oneDNN on all cores), with fp32 and bf16 ticked.</source>
        <translation>अभी कोई मापे गए बिंदु नहीं: fp32 और bf16 चुनकर मापा गया स्वीप चलाएँ (सभी कोर पर oneDNN)।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflineview.cpp" line="192"/>
        <source>%1 measured points of the CPU sweep; left of the ridge (memory-bound): %2, right of it (compute-bound): %3. Ridge points: %4.</source>
        <translation>CPU स्वीप के %1 मापे गए बिंदु; रिज पॉइंट के बाईं ओर (मेमोरी-बाउंड): %2, दाईं ओर (compute-बाउंड): %3। रिज पॉइंट: %4।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflineview.cpp" line="197"/>
        <source>measure the bandwidth first</source>
        <translation>पहले बैंडविड्थ मापें</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::SweepChart</name>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="134"/>
        <source>result verified ✔</source>
        <translation>परिणाम सत्यापित ✔</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="140"/>
        <source>WRONG result ✘</source>
        <translation>गलत परिणाम ✘</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="163"/>
        <source>%1 (simulated)</source>
        <translation>%1 (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="113"/>
        <source>Time per matmul</source>
        <translation>प्रति matmul समय</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="86"/>
        <source>Chart: median time per matmul against the matrix size</source>
        <translation>चार्ट: मैट्रिक्स आकार के सापेक्ष प्रति matmul median समय</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="87"/>
        <source>Chart: GFLOP/s against the matrix size</source>
        <translation>चार्ट: मैट्रिक्स आकार के सापेक्ष GFLOP/s</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="113"/>
        <source>Rate</source>
        <translation>दर</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="160"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="163"/>
        <source>%1 (measured)</source>
        <translation>%1 (मापा गया)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="190"/>
        <source>%1 %2: fastest–slowest repeat</source>
        <translation>%1 %2: सबसे तेज़–सबसे धीमा दोहराव</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="202"/>
        <source>%1 peak of %2: %3</source>
        <translation>%2 का %1 शिखर: %3</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="215"/>
        <source>Time: no sweep yet</source>
        <translation>समय: अभी कोई स्वीप नहीं</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="215"/>
        <source>Rate: no sweep yet</source>
        <translation>दर: अभी कोई स्वीप नहीं</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="220"/>
        <source>race model: CPU (simulated)</source>
        <translation>दौड़ मॉडल: CPU (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="221"/>
        <source>race model: GPU (simulated)</source>
        <translation>दौड़ मॉडल: GPU (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="251"/>
        <source>crossover n ≈ %1 (measured)</source>
        <translation>क्रॉसओवर n ≈ %1 (मापा गया)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="259"/>
        <source>result verified ✔ (none yet)</source>
        <translation>परिणाम सत्यापित ✔ (अभी कोई नहीं)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="261"/>
        <source>matrix size n</source>
        <translation>मैट्रिक्स आकार n</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="263"/>
        <source>seconds, median</source>
        <translation>सेकंड, median</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="263"/>
        <source>GFLOP/s, median</source>
        <translation>GFLOP/s, median</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="275"/>
        <source>No sweep has been run yet: the chart is empty.</source>
        <translation>अभी तक कोई स्वीप नहीं चला है: चार्ट खाली है।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="277"/>
        <source>%1 series, %2 points from n = %3 to n = %4: %5 verified, %6 wrong.</source>
        <translation>%1 सीरीज़, n = %3 से n = %4 तक %2 बिंदु: %5 सत्यापित, %6 गलत।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="283"/>
        <source>The measured crossover is at n ≈ %1.</source>
        <translation>मापा गया क्रॉसओवर n ≈ %1 पर है।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="286"/>
        <source>The race model&apos;s curves are laid over it (simulated).</source>
        <translation>इस पर दौड़ मॉडल के वक्र भी दिखाए गए हैं (सिम्युलेटेड)।</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::SweepView</name>
    <message>
        <location filename="../core/backendregistry.cpp" line="149"/>
        <source>verified ✔</source>
        <translation>सत्यापित ✔</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="152"/>
        <source>WRONG ✘</source>
        <translation>गलत ✘</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="156"/>
        <source>simulated — not computed</source>
        <translation>सिम्युलेटेड — गणना नहीं हुई</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="202"/>
        <source>Sizes n:</source>
        <translation>आकार n:</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="203"/>
        <source>Matrix sizes to measure, separated by commas or spaces (1 … %1)</source>
        <translation>मापने के लिए मैट्रिक्स आकार, अल्पविराम या स्पेस से अलग (1 … %1)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="207"/>
        <source>oneDNN on all cores</source>
        <translation>सभी कोर पर oneDNN</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="209"/>
        <source>naive loop, 1 thread (n ≤ %1)</source>
        <translation>साधारण लूप, 1 थ्रेड (n ≤ %1)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="211"/>
        <source>cuBLAS</source>
        <translation>cuBLAS</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="213"/>
        <source>naive CUDA kernel</source>
        <translation>साधारण CUDA kernel</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="189"/>
        <source>Not available: %1</source>
        <translation>उपलब्ध नहीं: %1</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="216"/>
        <source>overlay the race model (simulated)</source>
        <translation>दौड़ मॉडल ऊपर दिखाएँ (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="217"/>
        <source>Run the sweep</source>
        <translation>स्वीप चलाएँ</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="218"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="95"/>
        <source>not started</source>
        <translation>शुरू नहीं हुआ</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/throughput/sweepview.cpp" line="97"/>
        <source>Each size: 1 warm-up, %n timed runs, 64 entries checked in double precision. Runs on a worker thread: the race stays live meanwhile.</source>
        <translation>
            <numerusform>हर आकार: 1 वार्म-अप, %n मापा गया रन, 64 प्रविष्टियाँ डबल प्रिसिज़न में जाँची गईं। वर्कर थ्रेड पर चलता है: इस बीच दौड़ चलती रहती है।</numerusform>
            <numerusform>हर आकार: 1 वार्म-अप, %n मापे गए रन, 64 प्रविष्टियाँ डबल प्रिसिज़न में जाँची गईं। वर्कर थ्रेड पर चलता है: इस बीच दौड़ चलती रहती है।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="219"/>
        <source>Sweep progress</source>
        <translation>स्वीप की प्रगति</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="221"/>
        <source>Measured sweep points</source>
        <translation>स्वीप के मापे गए बिंदु</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="222"/>
        <source>Export CSV…</source>
        <translation>CSV निर्यात करें…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="223"/>
        <source>Export chart PNG…</source>
        <translation>चार्ट PNG निर्यात करें…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="285"/>
        <source>a sweep is already running</source>
        <translation>एक स्वीप पहले से चल रहा है</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="294"/>
        <source>tick at least one precision</source>
        <translation>कम से कम एक प्रिसिज़न चुनें</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="299"/>
        <source>Not started: %1</source>
        <translation>शुरू नहीं हुआ: %1</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="305"/>
        <source>Starting…</source>
        <translation>शुरू हो रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="308"/>
        <source>starting</source>
        <translation>शुरू हो रहा है</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="319"/>
        <source>Cancelling…</source>
        <translation>रद्द हो रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="325"/>
        <source>n = %1 (%2 of %3)</source>
        <translation>n = %1 (%3 में से %2)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="326"/>
        <source>%1: %2, run %3 of %4</source>
        <translation>%1: %2, रन %4 में से %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/throughput/sweepview.cpp" line="339"/>
        <source>cancelled — %n points kept</source>
        <translation>
            <numerusform>रद्द — %n बिंदु रखा गया</numerusform>
            <numerusform>रद्द — %n बिंदु रखे गए</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/throughput/sweepview.cpp" line="340"/>
        <source>done — %n points</source>
        <translation>
            <numerusform>पूरा — %n बिंदु</numerusform>
            <numerusform>पूरा — %n बिंदु</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="347"/>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="353"/>
        <source>Finished.</source>
        <translation>पूरा हुआ।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="353"/>
        <source>Cancelled: the points measured so far are kept.</source>
        <translation>रद्द: अब तक मापे गए बिंदु रखे गए हैं।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="358"/>
        <source>Sweep %1. %2</source>
        <translation>स्वीप %1। %2</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="432"/>
        <source>n = %1</source>
        <translation>n = %1</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="433"/>
        <source>n = %1 to %2</source>
        <translation>n = %1 से %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/throughput/sweepview.cpp" line="435"/>
        <source>⚠ %n point(s) (%1) took longer than this machine needs: %2. Run the sweep again when nothing else is running.</source>
        <translation>
            <numerusform>⚠ %n बिंदु (%1) में उससे ज़्यादा समय लगा जितना यह मशीन लेती है: %2। जब और कुछ न चल रहा हो, तब स्वीप फिर से चलाएँ।</numerusform>
            <numerusform>⚠ %n बिंदुओं (%1) में उससे ज़्यादा समय लगा जितना यह मशीन लेती है: %2। जब और कुछ न चल रहा हो, तब स्वीप फिर से चलाएँ।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="388"/>
        <source>the race model, with the race tab&apos;s sliders, says n ≈ %1 (simulated)</source>
        <translation>दौड़ टैब के स्लाइडरों के साथ दौड़ मॉडल n ≈ %1 बताता है (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="390"/>
        <source>the race model&apos;s GPU never wins with the race tab&apos;s sliders (simulated)</source>
        <translation>दौड़ टैब के स्लाइडरों के साथ दौड़ मॉडल का GPU कभी नहीं जीतता (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="393"/>
        <source>Measured crossover: cuBLAS overtakes oneDNN at n ≈ %1 (between %2 and %3); %4.</source>
        <translation>मापा गया क्रॉसओवर: n ≈ %1 पर cuBLAS oneDNN से आगे निकलता है (%2 और %3 के बीच); %4।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="400"/>
        <source>Measured: the GPU was faster at every size, so the crossover is below the smallest one; %1.</source>
        <translation>मापा गया: GPU हर आकार पर तेज़ था, इसलिए क्रॉसओवर सबसे छोटे आकार से नीचे है; %1।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="405"/>
        <source>Measured: the CPU was faster at every size; try larger sizes. %1.</source>
        <translation>मापा गया: CPU हर आकार पर तेज़ था; बड़े आकार आज़माएँ। %1।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="411"/>
        <source>Measured crossover: needs the same sizes on oneDNN and cuBLAS; %1.</source>
        <translation>मापा गया क्रॉसओवर: oneDNN और cuBLAS पर वही आकार चाहिए; %1।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="412"/>
        <source>Measured crossover: no GPU series, because there is no usable GPU here — %1. Meanwhile %2.</source>
        <translation>मापा गया क्रॉसओवर: कोई GPU श्रृंखला नहीं, क्योंकि यहाँ उपयोग योग्य GPU नहीं है — %1। इस बीच %2।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="458"/>
        <source>Export the sweep as CSV</source>
        <translation>स्वीप को CSV के रूप में निर्यात करें</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="459"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="463"/>
        <location filename="../labs/throughput/sweepview.cpp" line="473"/>
        <source>Saved %1</source>
        <translation>%1 सहेजा गया</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="468"/>
        <source>Export the charts as PNG</source>
        <translation>चार्ट को PNG के रूप में निर्यात करें</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="469"/>
        <source>PNG image (*.png)</source>
        <translation>PNG छवि (*.png)</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TerminalView</name>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="114"/>
        <source>Terminal: %1</source>
        <translation>टर्मिनल: %1</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="129"/>
        <source>?  predict first, then reveal</source>
        <translation>?  पहले अनुमान, फिर खुलासा</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="61"/>
        <source>&lt;i&gt;Hidden until you reveal your prediction.&lt;/i&gt;</source>
        <translation>&lt;i&gt;जब तक आप अपना अनुमान नहीं खोलते, छिपा है।&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="63"/>
        <source>&lt;b style=&quot;color:%1&quot;&gt;Error.&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Fix:&lt;/b&gt; %3</source>
        <translation>&lt;b style=&quot;color:%1&quot;&gt;त्रुटि।&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;उपाय:&lt;/b&gt; %3</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="66"/>
        <source>&lt;b style=&quot;color:%1&quot;&gt;Not predicted.&lt;/b&gt; %2</source>
        <translation>&lt;b style=&quot;color:%1&quot;&gt;अनुमान नहीं दिया।&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="68"/>
        <source>&lt;b&gt;Why:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;क्यों:&lt;/b&gt; %1</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::ThroughputPanel</name>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="115"/>
        <source>Throughput race</source>
        <translation>थ्रूपुट दौड़</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="116"/>
        <source>The lesson&apos;s benchmark</source>
        <translation>पाठ का बेंचमार्क</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="117"/>
        <source>Work in a dense network</source>
        <translation>डेंस नेटवर्क में काम</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="118"/>
        <source>Race (simulated)</source>
        <translation>दौड़ (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="119"/>
        <source>Measured sweep</source>
        <translation>मापा गया स्वीप</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="120"/>
        <source>Benchmark and work</source>
        <translation>बेंचमार्क और काम</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="121"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="122"/>
        <source>Pages of the throughput lab</source>
        <translation>थ्रूपुट दौड़ के पृष्ठ</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="131"/>
        <source>The race is a teaching model (simulated). Measuring this machine… the sweep and the benchmark will say what they can measure here in a moment.</source>
        <translation>दौड़ एक शिक्षण मॉडल है (सिम्युलेटेड)। इस मशीन को मापा जा रहा है… कुछ ही पल में स्वीप और बेंचमार्क बताएँगे कि वे यहाँ क्या माप सकते हैं।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="134"/>
        <source>The race is a teaching model (simulated); the sweep and the benchmark are measured on this CPU and GPU.</source>
        <translation>दौड़ एक शिक्षण मॉडल है (सिम्युलेटेड); स्वीप और बेंचमार्क इसी CPU और GPU पर मापे जाते हैं।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="136"/>
        <source>The race is a teaching model (simulated). No usable GPU — %1. The sweep measures the CPU; GPU figures are simulated.</source>
        <translation>दौड़ एक शिक्षण मॉडल है (सिम्युलेटेड)। कोई उपयोग योग्य GPU नहीं — %1। स्वीप CPU को मापता है; GPU के आँकड़े सिम्युलेटेड हैं।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="162"/>
        <source>measured: %1, sweep at n = %2</source>
        <translation>मापा गया: %1, स्वीप n = %2 पर</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="161"/>
        <source>measured: %1, n = %2</source>
        <translation>मापा गया: %1, n = %2</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="170"/>
        <source>still measuring this CPU…</source>
        <translation>यह CPU अभी मापा जा रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="164"/>
        <source>this CPU&apos;s measured FMA peak, an upper bound — run the benchmark for a matmul rate</source>
        <translation>इस CPU का मापा गया FMA शिखर, एक ऊपरी सीमा — matmul दर के लिए बेंचमार्क चलाएँ</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="170"/>
        <source>waiting for the GPU check…</source>
        <translation>GPU की जाँच का इंतज़ार…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="166"/>
        <source>peak from the device&apos;s properties — run the benchmark to measure</source>
        <translation>डिवाइस के गुणों से शिखर — मापने के लिए बेंचमार्क चलाएँ</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="167"/>
        <source>simulated — %1 (the lesson&apos;s teaching rate)</source>
        <translation>सिम्युलेटेड — %1 (पाठ की शिक्षण दर)</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TimelineView</name>
    <message>
        <location filename="../labs/timing/timelineview.cpp" line="113"/>
        <source>Host and device timeline of one timed matmul</source>
        <translation>एक मापे गए matmul की होस्ट और डिवाइस टाइमलाइन</translation>
    </message>
    <message>
        <location filename="../labs/timing/timelineview.cpp" line="121"/>
        <source>Empty: no timeline yet.</source>
        <translation>खाली: अभी कोई टाइमलाइन नहीं।</translation>
    </message>
    <message>
        <location filename="../labs/timing/timelineview.cpp" line="124"/>
        <source>the kernel runs %1 on the device</source>
        <translation>kernel डिवाइस पर %1 चलता है</translation>
    </message>
    <message>
        <location filename="../labs/timing/timelineview.cpp" line="126"/>
        <source>Simulated: %1, and reading the events fails before it ends.</source>
        <translation>सिम्युलेटेड: %1, और उसके पूरा होने से पहले इवेंट पढ़ना विफल हो जाता है।</translation>
    </message>
    <message>
        <location filename="../labs/timing/timelineview.cpp" line="128"/>
        <source>Simulated: %1; the timer reads %2, the honest figure.</source>
        <translation>सिम्युलेटेड: %1; टाइमर %2 दिखाता है, जो सही आँकड़ा है।</translation>
    </message>
    <message>
        <location filename="../labs/timing/timelineview.cpp" line="132"/>
        <source>Simulated: %1; the timer reads %2 where the honest figure is %3.</source>
        <translation>सिम्युलेटेड: %1; टाइमर %2 दिखाता है, जबकि सही आँकड़ा %3 है।</translation>
    </message>
    <message>
        <location filename="../labs/timing/timelineview.cpp" line="179"/>
        <location filename="../labs/timing/timelineview.cpp" line="195"/>
        <source>Host</source>
        <translation>होस्ट</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TimingChart</name>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="84"/>
        <source>Every reading of the last run (log scale)</source>
        <translation>पिछले रन की हर रीडिंग (लॉग स्केल)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="85"/>
        <source>repeat</source>
        <translation>दोहराव</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="86"/>
        <source>seconds</source>
        <translation>सेकंड</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="57"/>
        <location filename="../labs/timing/timingchart.cpp" line="87"/>
        <source>CPU queue, no wait</source>
        <translation>CPU कतार, बिना प्रतीक्षा</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="58"/>
        <location filename="../labs/timing/timingchart.cpp" line="88"/>
        <source>CPU queue, waited</source>
        <translation>CPU कतार, प्रतीक्षा के साथ</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="59"/>
        <location filename="../labs/timing/timingchart.cpp" line="89"/>
        <source>CUDA, no sync</source>
        <translation>CUDA, बिना सिंक</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="60"/>
        <location filename="../labs/timing/timingchart.cpp" line="90"/>
        <source>CUDA, synchronised</source>
        <translation>CUDA, सिंक्रोनाइज़</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="61"/>
        <location filename="../labs/timing/timingchart.cpp" line="91"/>
        <source>CUDA, events</source>
        <translation>CUDA, इवेंट</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="92"/>
        <source>Chart of every timed reading of the last run</source>
        <translation>पिछले रन की हर मापी गई रीडिंग का चार्ट</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="101"/>
        <source>Empty: press Run it to measure.</source>
        <translation>खाली: मापने के लिए &quot;चलाएँ&quot; दबाएँ।</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="105"/>
        <source>%1 readings between %2 and %3, on a log scale.</source>
        <translation>%2 और %3 के बीच %1 रीडिंग, लॉग स्केल पर।</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TimingControls</name>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="167"/>
        <source>The teaching model (simulated)</source>
        <translation>शिक्षण मॉडल (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="169"/>
        <source>Matrix size &amp;n (work = 2n³)</source>
        <translation>मैट्रिक्स आकार &amp;n (काम = 2n³)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="170"/>
        <source>&amp;CPU rate</source>
        <translation>&amp;CPU दर</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="171"/>
        <source>G&amp;PU rate (effective)</source>
        <translation>GPU दर (प्रभावी) (&amp;P)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="172"/>
        <source>Per-call &amp;overhead (launch, copies, framework)</source>
        <translation>प्रति-कॉल ओवरहेड (लॉन्च, कॉपी, फ़्रेमवर्क) (&amp;O)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="180"/>
        <source>The lesson&apos;s 5 ms stands in for every fixed cost of one call; a bare kernel launch takes a few microseconds.</source>
        <translation>पाठ के 5 ms एक कॉल की हर स्थिर लागत के प्रतिनिधि हैं; सिर्फ़ kernel लॉन्च में कुछ माइक्रोसेकंड लगते हैं।</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="222"/>
        <location filename="../labs/timing/timingcontrols.cpp" line="224"/>
        <source>&amp;Barrier: synchronize() before the timer stops</source>
        <translation>बैरियर: टाइमर रुकने से पहले synchronize() (&amp;B)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="182"/>
        <source>Also synchronize() before it &amp;starts</source>
        <translation>टाइमर शुरू होने से पहले भी synchronize() (&amp;S)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="168"/>
        <source>How the GPU call is timed</source>
        <translation>GPU कॉल का समय कैसे मापा जाता है</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="174"/>
        <source>The work is 2n³ floating-point operations.</source>
        <translation>काम 2n³ फ़्लोटिंग-पॉइंट संक्रियाएँ है।</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="175"/>
        <source>CPU rate, in GFLOP/s</source>
        <translation>CPU दर, GFLOP/s में</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="176"/>
        <source>GPU rate (effective), in GFLOP/s</source>
        <translation>GPU दर (प्रभावी), GFLOP/s में</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="177"/>
        <source>Per-call overhead, in milliseconds</source>
        <translation>प्रति कॉल ओवरहेड, मिलीसेकंड में</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="179"/>
        <source>Logarithmic track: each step multiplies the rate by the same factor.</source>
        <translation>लघुगणकीय पैमाना: हर कदम दर को एक ही गुणक से गुणा करता है।</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="184"/>
        <source>Earlier queued work finishes first. Before the timer starts, the GPU may still be running work queued earlier: the randn that made A and B, the warm-up multiply. A plain .to(&quot;cuda&quot;) from ordinary host memory is not among it; it returns only once its copy is done.</source>
        <translation>पहले कतार में लगा काम पहले पूरा होता है। टाइमर शुरू होने से पहले GPU अब भी पहले लगाया गया काम चला रहा हो सकता है: A और B बनाने वाला randn, वार्म-अप गुणा। सामान्य होस्ट मेमोरी से साधारण .to(&quot;cuda&quot;) इसमें शामिल नहीं; वह अपनी कॉपी पूरी होने पर ही लौटता है।</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="188"/>
        <source>Time the first, cold call (no &amp;warm-up)</source>
        <translation>पहली, ठंडी कॉल मापें (बिना वार्म-अप) (&amp;W)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="189"/>
        <source>Use device &amp;events instead of the host clock</source>
        <translation>होस्ट घड़ी के बजाय डिवाइस इवेंट इस्तेमाल करें (&amp;E)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="190"/>
        <source>Reset the model</source>
        <translation>मॉडल रीसेट करें</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="191"/>
        <source>Rule: warm up, synchronize, then measure. Be suspicious of three- or four-digit speedups.</source>
        <translation>नियम: वार्म-अप, सिंक्रोनाइज़, फिर मापें। तीन या चार अंकों वाले स्पीडअप पर शक करें।</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="216"/>
        <source>%1 (%2 FLOP)</source>
        <translation>%1 (%2 FLOP)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="221"/>
        <location filename="../labs/timing/timingcontrols.cpp" line="223"/>
        <source>&amp;Barrier: synchronize() before reading the events</source>
        <translation>बैरियर: इवेंट पढ़ने से पहले synchronize() (&amp;B)</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TimingMeasureView</name>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="114"/>
        <source>Measured on this machine</source>
        <translation>इस मशीन पर मापा गया</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="116"/>
        <source>n = </source>
        <translation>n = </translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="118"/>
        <source> repeats</source>
        <translation> दोहराव</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="120"/>
        <source>Submits a real oneDNN matmul to a worker-thread queue, times it without and with waiting, and does the same with cuBLAS on a CUDA stream when a GPU is usable.</source>
        <translation>एक असली oneDNN matmul को वर्कर-थ्रेड कतार में भेजता है, बिना और साथ प्रतीक्षा के उसका समय मापता है, और GPU उपयोग योग्य हो तो CUDA स्ट्रीम पर cuBLAS के साथ भी यही करता है।</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="63"/>
        <source>Not run yet.</source>
        <translation>अभी नहीं चलाया गया।</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="93"/>
        <source>No compute engine: measurement is unavailable.</source>
        <translation>कोई compute engine नहीं: माप उपलब्ध नहीं।</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="117"/>
        <source>Matrix size n to measure</source>
        <translation>मापने के लिए मैट्रिक्स आकार n</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="119"/>
        <source>Timed repeats of each reading</source>
        <translation>हर रीडिंग के मापे गए दोहराव</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/timing/timingmeasureview.cpp" line="148"/>
        <source>Running: n = %1, %Ln repeats…</source>
        <translation>
            <numerusform>चल रहा है: n = %1, %Ln दोहराव…</numerusform>
            <numerusform>चल रहा है: n = %1, %Ln दोहराव…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="155"/>
        <source>R&amp;un it</source>
        <translation>चलाएँ (&amp;U)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="155"/>
        <source>C&amp;ancel</source>
        <translation>रद्द करें (&amp;A)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="164"/>
        <source>Running: %1 (%2 of %3)</source>
        <translation>चल रहा है: %1 (%3 में से %2)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="175"/>
        <source>Cancelled.</source>
        <translation>रद्द किया गया।</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="175"/>
        <source>The measurement failed without a result.</source>
        <translation>माप बिना परिणाम के विफल हुआ।</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="183"/>
        <source>Cancelled: the readings so far are shown.</source>
        <translation>रद्द: अब तक की रीडिंग दिखाई गई हैं।</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/timing/timingmeasureview.cpp" line="184"/>
        <source>Done: %Ln repeats of each reading.</source>
        <translation>
            <numerusform>पूरा: हर रीडिंग का %Ln दोहराव।</numerusform>
            <numerusform>पूरा: हर रीडिंग के %Ln दोहराव।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="192"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="206"/>
        <source>Another lab started a measurement; this one was dropped.</source>
        <translation>किसी दूसरी लैब ने माप शुरू किया; यह माप छोड़ दिया गया।</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TimingModelView</name>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="116"/>
        <source>implied GPU speedup over the CPU</source>
        <translation>CPU के मुकाबले GPU का निहित स्पीडअप</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="128"/>
        <location filename="../labs/timing/timingmodelview.cpp" line="130"/>
        <source>the events read (simulated)</source>
        <translation>इवेंट की रीडिंग (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="129"/>
        <location filename="../labs/timing/timingmodelview.cpp" line="130"/>
        <source>the stopwatch reads (simulated)</source>
        <translation>स्टॉपवॉच की रीडिंग (सिम्युलेटेड)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="132"/>
        <location filename="../labs/timing/timingmodelview.cpp" line="143"/>
        <source>RuntimeError</source>
        <translation>RuntimeError</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="134"/>
        <location filename="../labs/timing/timingmodelview.cpp" line="144"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="151"/>
        <location filename="../labs/timing/timingmodelview.cpp" line="155"/>
        <source>✘ no reading: the program stopped with an error</source>
        <translation>✘ कोई रीडिंग नहीं: प्रोग्राम एक त्रुटि के साथ रुक गया</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="152"/>
        <location filename="../labs/timing/timingmodelview.cpp" line="156"/>
        <source>✘ overstated: not the real speedup</source>
        <translation>✘ बढ़ा-चढ़ाकर: यह असली स्पीडअप नहीं है</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="153"/>
        <location filename="../labs/timing/timingmodelview.cpp" line="158"/>
        <source>✘ understated: %1</source>
        <translation>✘ घटाकर आँका गया: %1</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="154"/>
        <location filename="../labs/timing/timingmodelview.cpp" line="156"/>
        <source>✔ close to the honest speedup</source>
        <translation>✔ ईमानदार स्पीडअप के क़रीब</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="161"/>
        <source>Simulated — %1. CPU %2 s, GPU kernel %3, per-call overhead %4; honest speedup %5, the missing barrier claims %6 (an illusion of %7).</source>
        <translation>सिम्युलेटेड — %1। CPU %2 s, GPU kernel %3, प्रति-कॉल ओवरहेड %4; ईमानदार स्पीडअप %5, छूटा बैरियर %6 का दावा करता है (%7 का भ्रम)।</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="186"/>
        <source>GPU stream</source>
        <translation>GPU स्ट्रीम</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TimingPanel</name>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="105"/>
        <source>Timing pitfall</source>
        <translation>समय माप का जाल</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="106"/>
        <source>Why does deleting synchronize() make the GPU look a thousand times faster?</source>
        <translation>synchronize() हटाने से GPU हज़ार गुना तेज़ क्यों दिखता है?</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="130"/>
        <source>the teaching model, while this machine is still being measured</source>
        <translation>शिक्षण मॉडल, जब तक इस मशीन को मापा जा रहा है</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="132"/>
        <source>the teaching model, not your %1; press Run it to measure the real thing</source>
        <translation>शिक्षण मॉडल, आपका %1 नहीं; असली माप के लिए &quot;चलाएँ&quot; दबाएँ</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="133"/>
        <source>the teaching model, because %1</source>
        <translation>शिक्षण मॉडल, क्योंकि %1</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="144"/>
        <source>Simulated — %1</source>
        <translation>सिम्युलेटेड — %1</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="146"/>
        <source>Measured on %1 (%2)</source>
        <translation>%1 पर मापा गया (%2)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="148"/>
        <source> and on %1 (CUDA stream)</source>
        <translation> और %1 पर (CUDA स्ट्रीम)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="149"/>
        <source>; the timeline above is simulated</source>
        <translation>; ऊपर की टाइमलाइन सिम्युलेटेड है</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TorchBox</name>
    <message>
        <location filename="../labs/torchbox.cpp" line="139"/>
        <source>Your own PyTorch</source>
        <translation>आपका अपना PyTorch</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="140"/>
        <source>Choose a Python…</source>
        <translation>कोई Python चुनें…</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="141"/>
        <source>Pick the python of the environment where you installed PyTorch; GPU Lab remembers it.</source>
        <translation>उस एनवायरनमेंट का python चुनें जिसमें आपने PyTorch इंस्टॉल किया है; GPU Lab उसे याद रखता है।</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="142"/>
        <source>Look again</source>
        <translation>फिर से खोजें</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="143"/>
        <source>Asks every Python found again which PyTorch it imports.</source>
        <translation>मिले हुए हर Python से फिर पूछता है कि वह कौन-सा PyTorch import करता है।</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="152"/>
        <source>Not available in this window.</source>
        <translation>इस विंडो में उपलब्ध नहीं।</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="154"/>
        <source>Looking for your PyTorch…</source>
        <translation>आपका PyTorch खोजा जा रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="157"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="160"/>
        <source>Looking further…</source>
        <translation>और खोजा जा रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="162"/>
        <source>No PyTorch found. Install it into a Python environment with: pip install torch</source>
        <translation>कोई PyTorch नहीं मिला। इसे किसी Python एनवायरनमेंट में इस तरह इंस्टॉल करें: pip install torch</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="164"/>
        <source>Runs in %1 (%2). Only GPU Lab&apos;s own fixed scripts run; nothing is installed.</source>
        <translation>%1 (%2) में चलता है। केवल GPU Lab की अपनी तय स्क्रिप्ट चलती हैं; कुछ भी इंस्टॉल नहीं होता।</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="167"/>
        <source>No PyTorch found on this machine (Python interpreters asked: %1). Install it into a Python environment with: pip install torch — or choose the Python that has it.</source>
        <translation>इस मशीन पर कोई PyTorch नहीं मिला (जिन Python इंटरप्रेटर से पूछा गया: %1)। इसे किसी Python एनवायरनमेंट में इंस्टॉल करें: pip install torch — या वह Python चुनें जिसमें यह है।</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="176"/>
        <source>No PyTorch found: pip install torch, or choose a Python.</source>
        <translation>कोई PyTorch नहीं मिला: pip install torch, या कोई Python चुनें।</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="186"/>
        <source>The Python that has PyTorch</source>
        <translation>वह Python जिसमें PyTorch है</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TorchTimingBox</name>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="50"/>
        <source>Time it in my PyTorch</source>
        <translation>मेरे PyTorch में समय मापें</translation>
    </message>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="51"/>
        <source>Times a @ b at the lab&apos;s n on the device your PyTorch picks, without and with synchronize(): 2 warm-ups, 5 readings of each, medians.</source>
        <translation>आपका PyTorch जो डिवाइस चुनता है उस पर लैब के n पर a @ b का समय synchronize() के बिना और साथ मापता है: 2 वार्म-अप, हर एक की 5 रीडिंग, median।</translation>
    </message>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="53"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="82"/>
        <source>Timing a @ b at n = %1 in your PyTorch…</source>
        <translation>आपके PyTorch में n = %1 पर a @ b का समय मापा जा रहा है…</translation>
    </message>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="96"/>
        <source>its answer was incomplete</source>
        <translation>उसका उत्तर अधूरा था</translation>
    </message>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="117"/>
        <source>Timing in your PyTorch failed: %1</source>
        <translation>आपके PyTorch में समय मापना विफल रहा: %1</translation>
    </message>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="121"/>
        <source>The lab&apos;s own measurement, cuBLAS on a CUDA stream: the un-waited reading looked %1× faster.</source>
        <translation>लैब का अपना माप, CUDA स्ट्रीम पर cuBLAS: बिना इंतज़ार वाली रीडिंग %1× तेज़ दिखी।</translation>
    </message>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="124"/>
        <source>The lab&apos;s own measurement, oneDNN on a CPU queue: the un-waited reading looked %1× faster.</source>
        <translation>लैब का अपना माप, CPU क्यू पर oneDNN: बिना इंतज़ार वाली रीडिंग %1× तेज़ दिखी।</translation>
    </message>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="127"/>
        <source>Run the lab&apos;s own measurement above to see its illusion beside this one.</source>
        <translation>इसके पास उसका भ्रम देखने के लिए ऊपर लैब का अपना माप चलाएँ।</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::VramChart</name>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="92"/>
        <source>Memory per GPU against the cards</source>
        <translation>कार्डों की तुलना में प्रति GPU मेमोरी</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="105"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="105"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="121"/>
        <source>Lesson (in use)</source>
        <translation>पाठ (उपयोग में)</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="121"/>
        <source>Lesson</source>
        <translation>पाठ</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="122"/>
        <source>Mixed</source>
        <translation>मिश्रित</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="122"/>
        <source>Mixed (in use)</source>
        <translation>मिश्रित (उपयोग में)</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="147"/>
        <source>memory per GPU, %1</source>
        <translation>प्रति GPU मेमोरी, %1</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="191"/>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="191"/>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="199"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="202"/>
        <source>Two stacked bars, the lesson&apos;s bookkeeping (%1) and mixed precision (%2), against the cards. Holds it: %3. Too small: %4.</source>
        <translation>दो परतदार बार, पाठ का हिसाब (%1) और मिश्रित प्रिसिज़न (%2), कार्डों की तुलना में। जिनमें समाता है: %3। जो छोटे पड़ते हैं: %4।</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="205"/>
        <location filename="../labs/vram/vramchart.cpp" line="206"/>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::VramControls</name>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="215"/>
        <source>Custom (typed count)</source>
        <translation>कस्टम (टाइप की गई संख्या)</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="216"/>
        <source>Published models with their real layer count, hidden size and heads.</source>
        <translation>प्रकाशित मॉडल, अपनी असली लेयर संख्या, hidden आकार और हेड के साथ।</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="217"/>
        <source>Model</source>
        <translation>मॉडल</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="218"/>
        <source>Parameters on a log scale, 10M … 400B.</source>
        <translation>लॉग स्केल पर पैरामीटर, 10M … 400B।</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="219"/>
        <source>Parameters, in billions</source>
        <translation>पैरामीटर, अरब में</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="220"/>
        <source>Logarithmic track from 10M to 400B parameters.</source>
        <translation>10M से 400B पैरामीटर तक लघुगणकीय पैमाना।</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="221"/>
        <source>Type a count such as 7B, 124M or 1.5B and press Enter.</source>
        <translation>7B, 124M या 1.5B जैसी संख्या टाइप करें और Enter दबाएँ।</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="222"/>
        <source>Parameter count</source>
        <translation>पैरामीटरों की संख्या</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="223"/>
        <source>Parameters</source>
        <translation>पैरामीटर</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="225"/>
        <source>Weights</source>
        <translation>वेट</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="227"/>
        <source>Mode</source>
        <translation>मोड</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="229"/>
        <source>Optimizer</source>
        <translation>optimizer</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="231"/>
        <source>Which bookkeeping the fits table and the verdict use; the chart shows both.</source>
        <translation>फ़िट तालिका और निर्णय कौन-सा हिसाब इस्तेमाल करें; चार्ट दोनों दिखाता है।</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="232"/>
        <source>Bookkeeping</source>
        <translation>हिसाब</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="234"/>
        <source>Activations</source>
        <translation>एक्टिवेशन</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="235"/>
        <source>Micro-batch</source>
        <translation>माइक्रो-बैच</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="236"/>
        <source>Sequence (tokens)</source>
        <translation>अनुक्रम (टोकन)</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="237"/>
        <source>Micro-batches summed before each optimizer step: a large-batch gradient with small-batch activations.</source>
        <translation>हर optimizer चरण से पहले जोड़े गए माइक्रो-बैच: छोटे बैच के एक्टिवेशन के साथ बड़े बैच का ग्रेडिएंट।</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="239"/>
        <source>Accumulation steps</source>
        <translation>एक्यूमुलेशन चरण</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="240"/>
        <source>Gradient checkpointing</source>
        <translation>ग्रेडिएंट चेकपॉइंटिंग</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="241"/>
        <source>Autocast to bf16 (fp32 weights stay fp32)</source>
        <translation>bf16 पर autocast (fp32 वेट fp32 ही रहते हैं)</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="242"/>
        <source>torch.autocast runs eligible ops in bf16: 16-bit activations, while weights, gradients and optimizer state stay fp32. It changes full training of fp32 weights.</source>
        <translation>torch.autocast योग्य ऑपरेशन bf16 में चलाता है: 16-बिट एक्टिवेशन, जबकि वेट, ग्रेडिएंट और optimizer स्टेट fp32 रहते हैं। यह fp32 वेट की पूर्ण ट्रेनिंग को बदलता है।</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="245"/>
        <location filename="../labs/vram/vramcontrols.cpp" line="247"/>
        <source>Sharding</source>
        <translation>शार्डिंग</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="246"/>
        <source>Number of GPUs</source>
        <translation>GPU की संख्या</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="248"/>
        <source>LoRA rank r</source>
        <translation>LoRA रैंक r</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="249"/>
        <source>Steps whose loss tensor is still referenced (losses.append(loss) instead of loss.item()): each keeps a whole graph alive.</source>
        <translation>वे चरण जिनका loss टेंसर अब भी संदर्भित है (loss.item() के बजाय losses.append(loss)): हर एक पूरा ग्राफ़ ज़िंदा रखता है।</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="251"/>
        <source>Kept loss tensors</source>
        <translation>रखे गए loss टेंसर</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="252"/>
        <location filename="../labs/vram/vramcontrols.cpp" line="255"/>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="254"/>
        <source>Headroom</source>
        <translation>हेडरूम</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="256"/>
        <source>Custom card</source>
        <translation>कस्टम कार्ड</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="257"/>
        <source>GB (10⁹ bytes, as total_memory / 1e9 prints)</source>
        <translation>GB (10⁹ बाइट, जैसा total_memory / 1e9 प्रिंट करता है)</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="258"/>
        <source>GiB (2³⁰ bytes, what a card&apos;s &quot;24 GB&quot; means)</source>
        <translation>GiB (2³⁰ बाइट, कार्ड के &quot;24 GB&quot; का असली अर्थ)</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="260"/>
        <source>Show sizes in</source>
        <translation>आकार दिखाएँ</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::VramPanel</name>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="259"/>
        <source>VRAM planner</source>
        <translation>VRAM प्लानर</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="260"/>
        <source>Reset</source>
        <translation>रीसेट</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="261"/>
        <source>Back to the lesson&apos;s example: 7B, fp16, full training with Adam.</source>
        <translation>पाठ के उदाहरण पर वापस: 7B, fp16, Adam के साथ पूर्ण ट्रेनिंग।</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="262"/>
        <source>Does it fit?</source>
        <translation>क्या यह फ़िट होता है?</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="263"/>
        <source>With the bookkeeping in use, headroom included.</source>
        <translation>उपयोग में हिसाब के साथ, हेडरूम सहित।</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="266"/>
        <location filename="../labs/vram/vrampanel.cpp" line="270"/>
        <source>Two bookkeepings</source>
        <translation>दो हिसाब</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="269"/>
        <location filename="../labs/vram/vrampanel.cpp" line="271"/>
        <source>Capacity table</source>
        <translation>क्षमता तालिका</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="275"/>
        <source>Out of memory? Try these in order</source>
        <translation>मेमोरी ख़त्म? इन्हें क्रम से आज़माएँ</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="276"/>
        <source>Each button applies its fix to the plan.</source>
        <translation>हर बटन अपना उपाय योजना पर लागू करता है।</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="277"/>
        <source>&lt;a href=&quot;lab:throughput/sweep-precision&quot;&gt;Mixed precision on your own CPU: run fp32 against bf16 in the throughput lab&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;lab:throughput/sweep-precision&quot;&gt;अपने ही CPU पर मिश्रित प्रिसिज़न: थ्रूपुट दौड़ में fp32 बनाम bf16 चलाएँ&lt;/a&gt;</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="298"/>
        <source>this machine&apos;s GPU is still being checked</source>
        <translation>इस मशीन के GPU की जाँच अभी चल रही है</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="300"/>
        <source>this GPU&apos;s line is measured by the driver: %1, %2 total, %3 free</source>
        <translation>इस GPU की लाइन ड्राइवर ने मापी है: %1, कुल %2, खाली %3</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="302"/>
        <source>no usable GPU: %1</source>
        <translation>कोई उपयोग योग्य GPU नहीं: %1</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="303"/>
        <source>Arithmetic — the planner adds up bytes per parameter, nothing is allocated; %1</source>
        <translation>गणना — प्लानर प्रति पैरामीटर बाइट जोड़ता है, कुछ आवंटित नहीं होता; %1</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="363"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="371"/>
        <source>Total %1, %2</source>
        <translation>कुल %1, %2</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="387"/>
        <source>%1 &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>%1 &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="391"/>
        <source>&lt;b&gt;%1:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;%1:&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="408"/>
        <source>This machine: its GPU is still being checked; its line joins the chart in a moment if it has one.</source>
        <translation>यह मशीन: इसके GPU की जाँच अभी चल रही है; अगर इसमें GPU है, तो उसकी लाइन कुछ ही पल में चार्ट में आ जाएगी।</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="453"/>
        <source>Billions (bn) of parameters a card holds: its size ÷ bytes per parameter, no headroom. 2 B to serve in fp16, 6 B to train with SGD without momentum, 14 B with Adam; &quot;this plan&quot; divides by %1 B/param, the model states of the current plan.</source>
        <translation>कोई कार्ड कितने अरब पैरामीटर रख सकता है: उसका आकार ÷ प्रति पैरामीटर बाइट, बिना हेडरूम। fp16 में सर्व करने के लिए 2 B, momentum के बिना SGD से ट्रेनिंग के लिए 6 B, Adam के साथ 14 B; &quot;यह योजना&quot; %1 B/पैरामीटर से भाग देती है, यानी मौजूदा योजना की मॉडल स्टेट्स।</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="288"/>
        <source>Applied: %1 — %2 → %3 (%4%5). %6</source>
        <translation>लागू किया: %1 — %2 → %3 (%4%5)। %6</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="264"/>
        <source>Does it fit, per card</source>
        <translation>क्या यह समाता है, हर कार्ड पर</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="272"/>
        <location filename="../labs/vram/vrampanel.cpp" line="273"/>
        <source>VRAM tables</source>
        <translation>VRAM तालिकाएँ</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="411"/>
        <source>This machine: %1 — %2 total, %3 free, measured by the driver just now.</source>
        <translation>यह मशीन: %1 — कुल %2, खाली %3, अभी-अभी ड्राइवर ने मापा।</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="413"/>
        <source>This machine: no usable GPU (%1), so it has no line in the chart.</source>
        <translation>यह मशीन: कोई उपयोग योग्य GPU नहीं (%1), इसलिए चार्ट में इसकी कोई लाइन नहीं।</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="468"/>
        <source>%1. %2: %3%4</source>
        <translation>%1. %2: %3%4</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="473"/>
        <source>%1. %2 (n/a)</source>
        <translation>%1. %2 (लागू नहीं)</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::WorkCalculatorView</name>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="98"/>
        <source>Your own layers</source>
        <translation>आपकी अपनी लेयर</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="99"/>
        <source>Layer widths from input to output, e.g. 784, 256, 10 (3*224*224 works too)</source>
        <translation>इनपुट से आउटपुट तक लेयर की चौड़ाई, जैसे 784, 256, 10 (3*224*224 भी चलेगा)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="100"/>
        <source>Example</source>
        <translation>उदाहरण</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="101"/>
        <source>Layer sizes</source>
        <translation>लेयर आकार</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="102"/>
        <source>Batch</source>
        <translation>बैच</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="103"/>
        <source>Each layer multiplies a batch × n_in block of activations by an n_in × n_out weight matrix: batch · n_in · n_out multiply-adds. Backward needs about twice that again (gradients for the inputs and for the weights), so a training step ≈ 3 forward passes. A multiply-add is 2 FLOPs.</source>
        <translation>हर लेयर batch × n_in एक्टिवेशन के ब्लॉक को n_in × n_out वेट मैट्रिक्स से गुणा करती है: batch · n_in · n_out multiply-add। backward में इसका लगभग दोगुना और लगता है (इनपुट और वेट दोनों के ग्रेडिएंट), इसलिए एक ट्रेनिंग चरण ≈ 3 forward pass। एक multiply-add = 2 FLOP।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="149"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="153"/>
        <source>&lt;br&gt;A training step is done sooner on the GPU: the work buries the per-call cost.</source>
        <translation>&lt;br&gt;ट्रेनिंग का एक कदम GPU पर जल्दी पूरा होता है: काम प्रति-कॉल लागत को ढक देता है।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="154"/>
        <source>&lt;br&gt;A training step is done sooner on the CPU: at this size the GPU&apos;s per-call cost, not its arithmetic, decides, as in the race.</source>
        <translation>&lt;br&gt;ट्रेनिंग का एक कदम CPU पर जल्दी पूरा होता है: इस आकार पर GPU की प्रति-कॉल लागत तय करती है, उसकी गणना नहीं, जैसा दौड़ में होता है।</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="157"/>
        <source>&lt;b&gt;Forward pass:&lt;/b&gt; %1 multiply-adds (%2)&lt;br&gt;&lt;b&gt;Training step (≈3×):&lt;/b&gt; %3 multiply-adds (%4)&lt;br&gt;&lt;br&gt;&lt;b&gt;CPU&lt;/b&gt; at %5 — %6: forward %7, training step %8&lt;br&gt;&lt;b&gt;GPU&lt;/b&gt; at %9 — %10: forward %11, training step %12 of arithmetic; with the race&apos;s %13 per call (%14 and %15 matrix products): forward %16, training step %17</source>
        <translation>&lt;b&gt;Forward pass:&lt;/b&gt; %1 multiply-add (%2)&lt;br&gt;&lt;b&gt;ट्रेनिंग चरण (≈3×):&lt;/b&gt; %3 multiply-add (%4)&lt;br&gt;&lt;br&gt;&lt;b&gt;CPU&lt;/b&gt; %5 पर — %6: forward %7, ट्रेनिंग चरण %8&lt;br&gt;&lt;b&gt;GPU&lt;/b&gt; %9 पर — %10: forward %11, ट्रेनिंग चरण %12 गणना; दौड़ की %13 प्रति कॉल लागत के साथ (%14 और %15 मैट्रिक्स गुणन): forward %16, ट्रेनिंग चरण %17</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::exports::ExportActions</name>
    <message>
        <location filename="../labs/export.cpp" line="75"/>
        <source>Chart</source>
        <translation>चार्ट</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="75"/>
        <source>Table</source>
        <translation>तालिका</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="142"/>
        <source>The chart is not on screen yet, so there is nothing to draw; show it and try again.</source>
        <translation>चार्ट अभी स्क्रीन पर नहीं है, इसलिए बनाने को कुछ नहीं है; इसे दिखाएँ और फिर से कोशिश करें।</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="147"/>
        <source>%1 could not be written (%2). Nothing was saved.</source>
        <translation>%1 में लिखा नहीं जा सका (%2)। कुछ भी सहेजा नहीं गया।</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="289"/>
        <source>Chart %1</source>
        <translation>चार्ट %1</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="289"/>
        <source>Table %1</source>
        <translation>तालिका %1</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="299"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="425"/>
        <source>%1, %2</source>
        <comment>application and version, date</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="426"/>
        <source>%1 · %2, %3</source>
        <comment>provenance · application and version, date</comment>
        <translation>%1 · %2, %3</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="495"/>
        <source>A chart exported from GPU Lab</source>
        <translation>GPU Lab से निर्यात किया गया चार्ट</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="528"/>
        <source>the image could not be encoded as PNG</source>
        <translation>चित्र को PNG में नहीं बदला जा सका</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="543"/>
        <source>the table has no data</source>
        <translation>तालिका में कोई डेटा नहीं है</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="582"/>
        <source>Export</source>
        <translation>निर्यात</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="596"/>
        <source>Save chart as PNG</source>
        <translation>चार्ट को PNG के रूप में सहेजें</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="597"/>
        <source>PNG image (*.png)</source>
        <translation>PNG चित्र (*.png)</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="601"/>
        <source>Save chart as SVG</source>
        <translation>चार्ट को SVG के रूप में सहेजें</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="602"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG रेखाचित्र (*.svg)</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="606"/>
        <source>Save table as CSV</source>
        <translation>तालिका को CSV के रूप में सहेजें</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="607"/>
        <source>CSV table (*.csv)</source>
        <translation>CSV तालिका (*.csv)</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="697"/>
        <source>Save chart as &amp;PNG…</source>
        <translation>चार्ट को PNG के रूप में सहेजें… (&amp;P)</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="698"/>
        <source>A picture at twice the size on screen, sharp on a projector or in a report</source>
        <translation>स्क्रीन से दोगुने आकार का चित्र, प्रोजेक्टर पर या रिपोर्ट में साफ़ दिखता है</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="701"/>
        <source>Save chart as &amp;SVG…</source>
        <translation>चार्ट को SVG के रूप में सहेजें… (&amp;S)</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="702"/>
        <source>A drawing that stays sharp at any size</source>
        <translation>एक रेखाचित्र जो हर आकार में साफ़ रहता है</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="705"/>
        <source>&amp;Copy chart image</source>
        <translation>चार्ट का चित्र कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="706"/>
        <source>The chart as a picture on the clipboard, to paste into slides or a chat</source>
        <translation>चार्ट चित्र के रूप में क्लिपबोर्ड पर, स्लाइड या चैट में चिपकाने के लिए</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="709"/>
        <source>Save table as &amp;CSV…</source>
        <translation>तालिका को CSV के रूप में सहेजें… (&amp;C)</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="710"/>
        <source>The table as shown, for a spreadsheet or a script</source>
        <translation>तालिका ठीक वैसी ही जैसी दिख रही है, स्प्रेडशीट या स्क्रिप्ट के लिए</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="713"/>
        <source>Copy table as &amp;Markdown</source>
        <translation>तालिका को Markdown के रूप में कॉपी करें (&amp;M)</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="714"/>
        <source>The table as text on the clipboard, ready for a README, an issue or a chat</source>
        <translation>तालिका टेक्स्ट के रूप में क्लिपबोर्ड पर, README, issue या चैट के लिए तैयार</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::exports::ExportButton</name>
    <message>
        <location filename="../labs/export.cpp" line="799"/>
        <source>Save or copy a chart or a table of this lab</source>
        <translation>इस लैब का कोई चार्ट या तालिका सहेजें या कॉपी करें</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="800"/>
        <source>Export</source>
        <translation>निर्यात</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::exports::ExportMenu</name>
    <message>
        <location filename="../labs/export.cpp" line="753"/>
        <source>Nothing to export on this page</source>
        <translation>इस पृष्ठ पर निर्यात करने को कुछ नहीं है</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="765"/>
        <source>&amp;Export</source>
        <translation>निर्यात (&amp;E)</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="766"/>
        <source>Save or copy a chart or a table of this lab</source>
        <translation>इस लैब का कोई चार्ट या तालिका सहेजें या कॉपी करें</translation>
    </message>
</context>
</TS>
