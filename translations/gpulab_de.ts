<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Accessibility</name>
    <message>
        <location filename="../labs/accessibility.cpp" line="158"/>
        <source>Series</source>
        <translation>Datenreihe</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/accessibility.cpp" line="176"/>
        <source>%n more points</source>
        <translation>
            <numerusform>%n weiterer Punkt</numerusform>
            <numerusform>%n weitere Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../labs/accessibility.cpp" line="192"/>
        <source>No points.</source>
        <translation>Keine Punkte.</translation>
    </message>
    <message>
        <location filename="../labs/accessibility.cpp" line="198"/>
        <source>%1 against %2. </source>
        <translation>%1 gegen %2. </translation>
    </message>
</context>
<context>
    <name>BackendLabel</name>
    <message>
        <location filename="../core/backendregistry.cpp" line="128"/>
        <source>Simulated — %1</source>
        <translation>Simuliert — %1</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="129"/>
        <source>Measured on %1</source>
        <translation>Gemessen auf %1</translation>
    </message>
</context>
<context>
    <name>BackendRegistry</name>
    <message>
        <location filename="../core/backendregistry.cpp" line="42"/>
        <source>CUDA is not usable here: %1</source>
        <translation>CUDA ist hier nicht nutzbar: %1</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="48"/>
        <source>CUDA backend failed to start: %1</source>
        <translation>Das CUDA-Backend ließ sich nicht starten: %1</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="58"/>
        <source>requested (a real GPU is present: %1)</source>
        <translation>angefordert (eine echte GPU ist vorhanden: %1)</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="62"/>
        <source>unknown backend &quot;%1&quot; (known: %2)</source>
        <translation>unbekanntes Backend „%1“ (bekannt: %2)</translation>
    </message>
</context>
<context>
    <name>Benchmark</name>
    <message>
        <location filename="../core/benchmark.cpp" line="51"/>
        <source>no matrix size given</source>
        <translation>keine Matrixgröße angegeben</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="54"/>
        <source>matrix size must be at least 1 (got %1)</source>
        <translation>die Matrixgröße muss mindestens 1 sein (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="59"/>
        <source>repeats must be at least 1 (got %1)</source>
        <translation>die Zahl der Wiederholungen muss mindestens 1 sein (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="63"/>
        <source>warm-up runs cannot be negative (got %1)</source>
        <translation>die Zahl der Aufwärmläufe darf nicht negativ sein (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="100"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="128"/>
        <source>preparing</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="142"/>
        <source>could not allocate the operands for n = %1</source>
        <translation>die Operanden für n = %1 ließen sich nicht anlegen</translation>
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
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="172"/>
        <source>timing</source>
        <translation>Zeitmessung</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="208"/>
        <source>verifying</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="229"/>
        <source>the result could not be read back: %1</source>
        <translation>das Ergebnis ließ sich nicht zurücklesen: %1</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="233"/>
        <source>not checked — simulated, no matrix was computed</source>
        <translation>nicht geprüft — simuliert, keine Matrix wurde berechnet</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="56"/>
        <source>matrix size %1 is too large (at most %2)</source>
        <translation>die Matrixgröße %1 ist zu groß (höchstens %2)</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="61"/>
        <source>%1 repeats is too many (at most %2)</source>
        <translation>%1 Wiederholungen sind zu viele (höchstens %2)</translation>
    </message>
    <message>
        <location filename="../core/benchmark.cpp" line="65"/>
        <source>%1 warm-up runs is too many (at most %2)</source>
        <translation>%1 Aufwärmläufe sind zu viele (höchstens %2)</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../core/board/board.cpp" line="282"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="283"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="284"/>
        <source>Cores</source>
        <translation>Kerne</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="285"/>
        <source>fp32 peak (GFLOP/s)</source>
        <translation>fp32-Spitze (GFLOP/s)</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="286"/>
        <source>bf16 peak (GFLOP/s)</source>
        <translation>bf16-Spitze (GFLOP/s)</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="287"/>
        <source>Bandwidth (GB/s)</source>
        <translation>Bandbreite (GB/s)</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="288"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="289"/>
        <source>Speedup at n = %1</source>
        <translation>Beschleunigung bei n = %1</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="290"/>
        <source>Timing illusion (×)</source>
        <translation>Messtäuschung (×)</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="319"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="437"/>
        <source>Machines on the board: %1</source>
        <translation>Rechner auf der Tafel: %1</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="444"/>
        <source>%1: median %2, range %3 – %4 (machines with a figure: %5)</source>
        <translation>%1: Median %2, Spanne %3 – %4 (Rechner mit einem Wert: %5)</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="451"/>
        <source>Crossover: n = %1 to %2 (machines with a crossover: %3)</source>
        <translation>Kreuzungspunkt: n = %1 bis %2 (Rechner mit Kreuzungspunkt: %3)</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="440"/>
        <source>%1: not measured on any machine</source>
        <translation>%1: auf keinem Rechner gemessen</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="449"/>
        <source>Crossover: no machine measured both a CPU and a real GPU over several sizes</source>
        <translation>Kreuzungspunkt: kein Rechner hat CPU und echte GPU über mehrere Größen gemessen</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="479"/>
        <source>There is no such file or folder.</source>
        <translation>Diese Datei oder diesen Ordner gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="502"/>
        <source>The folders hold more than %1 results files; only the first %1 were read.</source>
        <translation>Die Ordner enthalten mehr als %1 Ergebnisdateien; nur die ersten %1 wurden gelesen.</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="517"/>
        <source>This is not a regular file.</source>
        <translation>Dies ist keine gewöhnliche Datei.</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="521"/>
        <source>The file is larger than 1 MiB, more than any results file.</source>
        <translation>Die Datei ist größer als 1 MiB, mehr als jede Ergebnisdatei.</translation>
    </message>
    <message>
        <location filename="../core/board/board.cpp" line="526"/>
        <source>The file cannot be read: %1</source>
        <translation>Die Datei lässt sich nicht lesen: %1</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli.cpp" line="44"/>
        <source>Log level on stderr: trace, debug, info, warn, error, off.</source>
        <translation>Protokollstufe auf stderr: trace, debug, info, warn, error, off.</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="215"/>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="51"/>
        <source>%1 % of peak</source>
        <translation>%1 % der Spitzenleistung</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="148"/>
        <source>verified: yes</source>
        <translation>geprüft: ja</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="151"/>
        <source>verified: NO — WRONG RESULT</source>
        <translation>geprüft: NEIN — FALSCHES ERGEBNIS</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="155"/>
        <source>verified: n/a (simulated)</source>
        <translation>geprüft: entfällt (simuliert)</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="56"/>
        <source>(min %1, max %2)</source>
        <translation>(min. %1, max. %2)</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="72"/>
        <source>  %1 kernel: %2</source>
        <translation>  %1-Kernel: %2</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="74"/>
        <source>  %1 note: %2</source>
        <translation>  %1-Hinweis: %2</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="76"/>
        <source>  %1 %2 peak: %3 (%4)</source>
        <translation>  %1 %2-Spitzenleistung: %3 (%4)</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="95"/>
        <source>       tolerance: %1</source>
        <translation>       Toleranz: %1</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="97"/>
        <source>       note: %1</source>
        <translation>       Hinweis: %1</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="226"/>
        <location filename="../app/cli.cpp" line="264"/>
        <location filename="../app/clitorch.cpp" line="75"/>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="229"/>
        <source>What nvidia-smi and a PyTorch device report would say about this machine.</source>
        <translation>Was nvidia-smi und ein PyTorch-Gerätebericht über diesen Rechner sagen würden.</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="251"/>
        <source>Comma-separated sizes, e.g. 64,256,1024.</source>
        <translation>Durch Kommas getrennte Größen, z. B. 64,256,1024.</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="255"/>
        <source>Run one backend only: %1.</source>
        <translation>Nur ein Backend ausführen: %1.</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="267"/>
        <source>Also show the timing illusion: the matmul submitted to a CPU queue and timed without waiting (and, on a usable GPU, a cuBLAS launch timed without synchronising), next to the honest number.</source>
        <translation>Zeigt auch die Zeitmess-Täuschung: die Matmul in eine CPU-Warteschlange gestellt und ohne Warten gemessen (und auf einer nutzbaren GPU ein cuBLAS-Start ohne Synchronisieren gemessen), neben der ehrlichen Zahl.</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="272"/>
        <source>Input format of the matmul: fp32 (default), tf32, bf16 or fp16; every one accumulates in fp32. The CPU runs fp32 and bf16; the GPU (or its labelled simulation) all four. With --roofline, a comma-separated list (default: every precision the backend runs).</source>
        <translation>Eingabeformat der Matmul: fp32 (Standard), tf32, bf16 oder fp16; alle summieren in fp32 auf. Die CPU rechnet fp32 und bf16, die GPU (oder ihre gekennzeichnete Simulation) alle vier. Mit --roofline eine durch Kommas getrennte Liste (Standard: jede Genauigkeit, die das Backend beherrscht).</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="278"/>
        <source>Measure the device&apos;s memory bandwidth (a STREAM-style triad on the CPU) and print the roofline: the bandwidth slope, each precision&apos;s compute roof and ridge point, and every measured size placed on it. Runs one backend (--backend, default cpu).</source>
        <translation>Misst die Speicherbandbreite des Geräts (eine Triade im STREAM-Stil auf der CPU) und gibt die Roofline aus: die Schräge der Bandbreite, Rechendach und Knickpunkt jeder Genauigkeit und jede gemessene Größe darauf eingetragen. Läuft auf einem Backend (--backend, Standard cpu).</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="283"/>
        <source>Also write what was measured, with this machine&apos;s CPU and GPU, as a results file for the class board (no host name, user name or path goes in it).</source>
        <translation>Schreibt das Gemessene mit CPU und GPU dieses Rechners zusätzlich als Ergebnisdatei für die Klassentafel (ohne Rechnernamen, Benutzernamen oder Pfad).</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="288"/>
        <source>With --save: a name for this machine on the class board, up to %1 characters.</source>
        <translation>Mit --save: ein Name für diesen Rechner auf der Klassentafel, höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="436"/>
        <source>The lesson&apos;s benchmark: the same fp32 matmul on the CPU and on the GPU (or its labelled simulation), warmed up, synchronised, repeated and verified. With --no-sync it also measures what forgetting the barrier would have printed.</source>
        <translation>Der Benchmark der Lektion: dieselbe fp32-Matmul auf der CPU und auf der GPU (oder ihrer gekennzeichneten Simulation), aufgewärmt, synchronisiert, wiederholt und geprüft. Mit --no-sync misst er auch, was ein vergessener Barrier-Aufruf ausgegeben hätte.</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="442"/>
        <source>--nickname goes with --save</source>
        <translation>--nickname gehört zu --save</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="444"/>
        <source>--nickname: at most %1 characters</source>
        <translation>--nickname: höchstens %1 Zeichen</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="447"/>
        <source>--save: the folder of &quot;%1&quot; does not exist</source>
        <translation>--save: den Ordner von „%1“ gibt es nicht</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="307"/>
        <source>give either --size or --sizes, not both</source>
        <translation>entweder --size oder --sizes angeben, nicht beides</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="83"/>
        <source>n = %1   (2n³ = %2 FLOP, operands %3 each)</source>
        <translation>n = %1   (2n³ = %2 FLOP, Operanden je %3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli.cpp" line="65"/>
        <source>%1 n×n matmul, %2 warm-up + %n timed runs per size, barrier on both sides of each run</source>
        <translation>
            <numerusform>%1-Matmul n×n, je Größe %2 zum Aufwärmen und %n gemessener Lauf, Barrier vor und nach jedem Lauf</numerusform>
            <numerusform>%1-Matmul n×n, je Größe %2 zum Aufwärmen und %n gemessene Läufe, Barrier vor und nach jedem Lauf</numerusform>
        </translation>
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
        <location filename="../app/cli.cpp" line="105"/>
        <source>  speedup (CPU time ÷ GPU time): %1× — simulated: %2</source>
        <translation>  Beschleunigung (CPU-Zeit ÷ GPU-Zeit): %1× — simuliert: %2</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="107"/>
        <source>  speedup (CPU time ÷ GPU time): %1×</source>
        <translation>  Beschleunigung (CPU-Zeit ÷ GPU-Zeit): %1×</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="111"/>
        <source>  without the barrier (--no-sync):</source>
        <translation>  ohne Barrier (--no-sync):</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="336"/>
        <source>--precision: &quot;%1&quot; is not one of fp32, tf32, bf16, fp16</source>
        <translation>--precision: „%1“ ist keines von fp32, tf32, bf16, fp16</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="341"/>
        <source>--precision takes one format, except with --roofline</source>
        <translation>--precision nimmt nur ein Format an, außer mit --roofline</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="344"/>
        <source>give either --roofline or --no-sync, not both</source>
        <translation>entweder --roofline oder --no-sync angeben, nicht beides</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="398"/>
        <location filename="../app/cli.cpp" line="417"/>
        <location filename="../app/processguard.cpp" line="62"/>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="418"/>
        <source>the --no-sync result did not verify</source>
        <translation>das Ergebnis mit --no-sync ließ sich nicht bestätigen</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="103"/>
        <source>  speedup (CPU time ÷ GPU time): — %1</source>
        <translation>  Beschleunigung (CPU-Zeit ÷ GPU-Zeit): — %1</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="249"/>
        <source>Matrix size n, 1 to %1 (default 5000).</source>
        <translation>Matrixgröße n, 1 bis %1 (Standard 5000).</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="258"/>
        <source>Timed runs per size, 1 to %1 (default 5).</source>
        <translation>Gemessene Läufe je Größe, 1 bis %1 (Standard 5).</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="262"/>
        <source>Untimed warm-up runs per size, 0 to %1 (default 1).</source>
        <translation>Ungemessene Aufwärmläufe je Größe, 0 bis %1 (Standard 1).</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="419"/>
        <source>--no-sync, n = %1: %2</source>
        <translation>--no-sync, n = %1: %2</translation>
    </message>
    <message>
        <location filename="../app/processguard.cpp" line="128"/>
        <source>the output could not be written to standard output (%1)</source>
        <translation>die Ausgabe konnte nicht auf die Standardausgabe geschrieben werden (%1)</translation>
    </message>
    <message>
        <location filename="../app/processguard.cpp" line="129"/>
        <source>it is closed</source>
        <translation>sie ist geschlossen</translation>
    </message>
    <message>
        <location filename="../app/processguard.cpp" line="131"/>
        <source>a write failed</source>
        <translation>ein Schreibvorgang ist fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="77"/>
        <source>Ask only this interpreter (a path) instead of looking for one.</source>
        <translation>Nur diesen Interpreter fragen (ein Pfad), statt einen zu suchen.</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="81"/>
        <source>Run a dispatch scenario&apos;s Python lines (its id, or &quot;all&quot;) and compare each with the lab&apos;s prediction for this machine; exit 1 on a difference.</source>
        <translation>Die Python-Zeilen eines Dispatch-Szenarios ausführen (seine ID oder &quot;all&quot;) und jede mit der Vorhersage des Labs für diesen Rechner vergleichen; Exit-Status 1 bei einem Unterschied.</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="85"/>
        <source>Time a @ b at n×n with and without the barrier (n from 16 to 16384).</source>
        <translation>a @ b bei n×n mit und ohne Barrier messen (n von 16 bis 16384).</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="90"/>
        <source>The PyTorch on this machine: found, asked, and the lab&apos;s lines run in it. Only GPU Lab&apos;s own fixed scripts run; nothing is installed.</source>
        <translation>Das PyTorch auf diesem Rechner: gefunden, befragt, und die Zeilen des Labs darin ausgeführt. Es laufen nur die festen Skripte von GPU Lab; nichts wird installiert.</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="108"/>
        <source>unknown scenario &quot;%1&quot; for --run-scenario</source>
        <translation>unbekanntes Szenario &quot;%1&quot; für --run-scenario</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="116"/>
        <source>--python %1: not an executable file</source>
        <translation>--python %1: keine ausführbare Datei</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="129"/>
        <source>PyTorch on this machine:</source>
        <translation>PyTorch auf diesem Rechner:</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="131"/>
        <source>  no Python interpreter found</source>
        <translation>  kein Python-Interpreter gefunden</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="141"/>
        <source>no PyTorch found to run in (pip install torch)</source>
        <translation>kein PyTorch gefunden, in dem es laufen könnte (pip install torch)</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="176"/>
        <source>  the run stopped: %1</source>
        <translation>  der Lauf brach ab: %1</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="202"/>
        <source>its answer was incomplete</source>
        <translation>seine Antwort war unvollständig</translation>
    </message>
    <message>
        <location filename="../app/clitorch.cpp" line="204"/>
        <source>timing in PyTorch failed: %1</source>
        <translation>Messung in PyTorch fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>CliArgs</name>
    <message>
        <location filename="../app/cliargs.cpp" line="34"/>
        <source>%1: &quot;%2&quot; is not a whole number</source>
        <translation>%1: „%2“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../app/cliargs.cpp" line="38"/>
        <location filename="../app/cliargs.cpp" line="65"/>
        <source>%1 must be at least %2 (got %3)</source>
        <translation>%1 muss mindestens %2 sein (angegeben: %3)</translation>
    </message>
    <message>
        <location filename="../app/cliargs.cpp" line="42"/>
        <location filename="../app/cliargs.cpp" line="71"/>
        <source>%1 = %2 is too large (at most %3)</source>
        <translation>%1 = %2 ist zu groß (höchstens %3)</translation>
    </message>
    <message>
        <location filename="../app/cliargs.cpp" line="53"/>
        <source>%1: &quot;%2&quot; is not a number</source>
        <translation>%1: „%2“ ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../app/cliargs.cpp" line="59"/>
        <source>%1 = %2 is too small to mean anything: give 0 or at least %3</source>
        <translation>%1 = %2 ist zu klein, um etwas zu bedeuten: 0 oder mindestens %3 angeben</translation>
    </message>
    <message>
        <location filename="../app/cliargs.cpp" line="60"/>
        <source>%1 = %2 is too small to mean anything: give at least %3</source>
        <translation>%1 = %2 ist zu klein, um etwas zu bedeuten: mindestens %3 angeben</translation>
    </message>
    <message>
        <location filename="../app/cliargs.cpp" line="66"/>
        <source>%1 must be more than %2 (got %3)</source>
        <translation>%1 muss größer als %2 sein (angegeben: %3)</translation>
    </message>
</context>
<context>
    <name>CliBoard</name>
    <message>
        <location filename="../app/cliboard.cpp" line="64"/>
        <source>--save: nothing was measured, so no results file was written</source>
        <translation>--save: es wurde nichts gemessen, daher wurde keine Ergebnisdatei geschrieben</translation>
    </message>
    <message>
        <location filename="../app/cliboard.cpp" line="71"/>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/cliboard.cpp" line="73"/>
        <source>Print the table as CSV, one line per machine.</source>
        <translation>Die Tabelle als CSV ausgeben, eine Zeile je Rechner.</translation>
    </message>
    <message>
        <location filename="../app/cliboard.cpp" line="76"/>
        <source>Results files (gpulab bench --save, File › Save my results…) or folders of them.</source>
        <translation>Ergebnisdateien (gpulab bench --save, Datei › Meine Ergebnisse speichern…) oder Ordner mit ihnen.</translation>
    </message>
    <message>
        <location filename="../app/cliboard.cpp" line="81"/>
        <source>The class board: learners&apos; results files side by side, one row per machine, with the class&apos;s median and range of each column. Files that are not results files are listed on stderr with the reason; no file is changed.</source>
        <translation>Die Klassentafel: die Ergebnisdateien der Lernenden nebeneinander, eine Zeile je Rechner, mit Median und Spanne jeder Spalte für die Klasse. Dateien, die keine Ergebnisdateien sind, stehen mit Grund auf stderr; keine Datei wird verändert.</translation>
    </message>
    <message>
        <location filename="../app/cliboard.cpp" line="87"/>
        <source>give either --json or --csv, not both</source>
        <translation>entweder --json oder --csv angeben, nicht beides</translation>
    </message>
    <message>
        <location filename="../app/cliboard.cpp" line="90"/>
        <source>board needs at least one results file or folder</source>
        <translation>board braucht mindestens eine Ergebnisdatei oder einen Ordner</translation>
    </message>
    <message>
        <location filename="../app/cliboard.cpp" line="94"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/cliboard.cpp" line="102"/>
        <source>no results file could be read</source>
        <translation>keine Ergebnisdatei ließ sich lesen</translation>
    </message>
</context>
<context>
    <name>CliCost</name>
    <message>
        <location filename="../app/clicost.cpp" line="177"/>
        <source>What a training sweep costs: rate × hours × runs for every card class, and spot with pre-emptions and checkpoints against on-demand.</source>
        <translation>Was ein Trainings-Sweep kostet: Preis × Stunden × Läufe für jede Kartenklasse, und Spot mit Unterbrechungen und Checkpoints gegenüber On-Demand.</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="129"/>
        <source>Card class id, e.g. t4, a10-l4, a100-80.</source>
        <translation>Kennung der Kartenklasse, z. B. t4, a10-l4, a100-80.</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="137"/>
        <source>Price the runs at the spot rate.</source>
        <translation>Die Läufe zum Spot-Preis berechnen.</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="174"/>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="185"/>
        <source>built-in example rates written %1 — examples, not quotes</source>
        <translation>eingebaute Beispielpreise, Stand %1 — Beispiele, keine Angebote</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="193"/>
        <source>rates from %1</source>
        <translation>Preise aus %1</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="198"/>
        <source>%1 — using the built-in example rates instead</source>
        <translation>%1 — stattdessen gelten die eingebauten Beispielpreise</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="203"/>
        <source>cost needs --card (one of: %1)</source>
        <translation>cost braucht --card (eine von: %1)</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="206"/>
        <source>unknown card class &quot;%1&quot; (known: %2)</source>
        <translation>unbekannte Kartenklasse „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="69"/>
        <source>spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="69"/>
        <source>on demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="80"/>
        <source>  total %1%2</source>
        <translation>  gesamt %1%2</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="82"/>
        <source>  — OVER the %1 cap</source>
        <translation>  — ÜBER der Grenze von %1</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="84"/>
        <source>  (%1)</source>
        <translation>  (%1)</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="87"/>
        <source>The same sweep on every class:</source>
        <translation>Derselbe Sweep auf jeder Klasse:</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="94"/>
        <source>  ← cheapest</source>
        <translation>  ← am günstigsten</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="103"/>
        <source>Spot with pre-emptions (%1 per hour, %2, restart %3 min):</source>
        <translation>Spot mit Unterbrechungen (%1 pro Stunde, %2, Neustart %3 min):</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="106"/>
        <source>checkpoint every %1 min</source>
        <translation>Checkpoint alle %1 min</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="107"/>
        <source>NO checkpoints</source>
        <translation>KEINE Checkpoints</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="110"/>
        <source>  expected %1 h per run (%2 h lost, %3 pre-emptions) → expected %4, on demand %5</source>
        <translation>  erwartet %1 h je Lauf (%2 h verloren, %3 Unterbrechungen) → erwartet %4, On-Demand %5</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="117"/>
        <source>  spot stops paying off above %1 pre-emptions per hour</source>
        <translation>  Spot lohnt sich ab %1 Unterbrechungen pro Stunde nicht mehr</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="119"/>
        <source>  spot pays off at any pre-emption rate</source>
        <translation>  Spot lohnt sich bei jeder Unterbrechungsrate</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="73"/>
        <source>  + expected work redone and restarts after pre-emptions: %1</source>
        <translation>  + erwartete wiederholte Arbeit und Neustarts nach Unterbrechungen: %1</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="55"/>
        <source>inference</source>
        <comment>holding MODEL for …</comment>
        <translation>Inferenz</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="56"/>
        <source>train</source>
        <comment>holding MODEL for …</comment>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="57"/>
        <source>lora</source>
        <comment>holding MODEL for …</comment>
        <translation>LoRA-Feinabstimmung</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="58"/>
        <source>qlora</source>
        <comment>holding MODEL for …</comment>
        <translation>QLoRA-Feinabstimmung</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/clicost.cpp" line="67"/>
        <source>%1, %2 h × %Ln run(s), %3 at %4/h: %5</source>
        <translation>
            <numerusform>%1, %2 h × %Ln Lauf, %3 zu %4/h: %5</numerusform>
            <numerusform>%1, %2 h × %Ln Läufe, %3 zu %4/h: %5</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="77"/>
        <source>  + a forgotten instance, %1 h at %2/h: %3</source>
        <translation>  + eine vergessene Instanz, %1 h zu %2/h: %3</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="80"/>
        <source>  total, expected with pre-emptions %1%2</source>
        <translation>  gesamt, erwartet mit Unterbrechungen %1%2</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="85"/>
        <source>The same sweep on every class, holding %1 for %2:</source>
        <translation>Derselbe Sweep auf jeder Klasse, die %1 für %2 halten muss:</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="93"/>
        <source>  ← cheapest that can hold it</source>
        <translation>  ← am günstigsten unter denen, die es halten</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="96"/>
        <source>  (cannot hold it: needs %1)</source>
        <translation>  (reicht nicht: braucht %1)</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="132"/>
        <source>Hours per run, at most %1 (default 10).</source>
        <translation>Stunden je Lauf, höchstens %1 (Standard 10).</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="135"/>
        <source>Number of runs, 1 to %1 (default 1).</source>
        <translation>Anzahl der Läufe, 1 bis %1 (Standard 1).</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="140"/>
        <source>Spot pre-emptions per hour, at most %1 (default 0.05).</source>
        <translation>Spot-Unterbrechungen pro Stunde, höchstens %1 (Standard 0.05).</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="144"/>
        <source>Minutes between checkpoints, at most %1; 0 = none (default 30).</source>
        <translation>Minuten zwischen Checkpoints, höchstens %1; 0 = keine (Standard 30).</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="148"/>
        <source>Minutes lost per restart, at most %1 (default 5).</source>
        <translation>Verlorene Minuten je Neustart, höchstens %1 (Standard 5).</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="151"/>
        <source>Spending cap in dollars, at most %1; the total is flagged above it.</source>
        <translation>Ausgabengrenze in Dollar, höchstens %1; eine höhere Summe wird markiert.</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="156"/>
        <source>A forgotten instance left running this long, at most %1 h (billed at its own rate).</source>
        <translation>Eine vergessene Instanz, die so lange weiterläuft, höchstens %1 h (zu ihrem eigenen Preis abgerechnet).</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="161"/>
        <source>Rates table (JSON, a regular file of at most %1 MiB) instead of the built-in examples.</source>
        <translation>Preistabelle (JSON, eine reguläre Datei von höchstens %1 MiB) statt der eingebauten Beispiele.</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="167"/>
        <source>A model the card must hold (%1); the cheapest class is then the cheapest that can hold it.</source>
        <translation>Ein Modell, das die Karte halten muss (%1); die günstigste Klasse ist dann die günstigste, die es halten kann.</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="171"/>
        <source>What --model is used for: inference, train, lora or qlora (default train).</source>
        <translation>Wofür --model genutzt wird: inference, train, lora oder qlora (Standard train).</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="189"/>
        <source>--rates needs a file name</source>
        <translation>--rates braucht einen Dateinamen</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="256"/>
        <source>unknown --mode &quot;%1&quot; (known: inference, train, lora, qlora)</source>
        <translation>unbekannter --mode „%1“ (bekannt: inference, train, lora, qlora)</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="260"/>
        <source>unknown --model &quot;%1&quot; (known: %2)</source>
        <translation>unbekanntes --model „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="283"/>
        <source>these inputs give an expected cost too large to compute (%1 h per run at %2 pre-emptions per hour, %3): checkpoint more often or shorten the runs</source>
        <translation>diese Eingaben ergeben erwartete Kosten, die zu groß zum Berechnen sind (%1 h je Lauf bei %2 Unterbrechungen pro Stunde, %3): öfter Checkpoints setzen oder die Läufe verkürzen</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="286"/>
        <source>a checkpoint every %1 min</source>
        <translation>ein Checkpoint alle %1 min</translation>
    </message>
    <message>
        <location filename="../app/clicost.cpp" line="287"/>
        <source>no checkpoints</source>
        <translation>keine Checkpoints</translation>
    </message>
</context>
<context>
    <name>CliFigures</name>
    <message>
        <location filename="../app/clifigures.cpp" line="29"/>
        <source>The lab whose figures to print: %1. Without it, the lab the --open file shows.</source>
        <translation>Das Lab, dessen Zahlen ausgegeben werden: %1. Ohne diese Option das Lab, das die --open-Datei zeigt.</translation>
    </message>
    <message>
        <location filename="../app/clifigures.cpp" line="31"/>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/clifigures.cpp" line="35"/>
        <source>The figures a lab shows for its settings: each lab&apos;s defaults, or a lab state file given as gpulab --open FILE figures.</source>
        <translation>Die Zahlen, die ein Lab für seine Einstellungen zeigt: die Vorgaben jedes Labs oder eine Lab-Zustandsdatei, angegeben als gpulab --open FILE figures.</translation>
    </message>
    <message>
        <location filename="../app/clifigures.cpp" line="44"/>
        <source>figures needs --lab (one of: %1)</source>
        <translation>figures braucht --lab (eines von: %1)</translation>
    </message>
    <message>
        <location filename="../app/clifigures.cpp" line="48"/>
        <source>the %1 lab has no settings of its own to work figures out from (labs with figures: %2)</source>
        <translation>das Lab %1 hat keine eigenen Einstellungen, aus denen sich Zahlen ergeben (Labs mit Zahlen: %2)</translation>
    </message>
    <message>
        <location filename="../app/clifigures.cpp" line="51"/>
        <source>unknown --lab &quot;%1&quot; (known: %2)</source>
        <translation>unbekanntes --lab „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <location filename="../app/clifigures.cpp" line="56"/>
        <source>%1 holds no state for the %2 lab (it holds: %3)</source>
        <translation>%1 enthält keinen Zustand für das Lab %2 (es enthält: %3)</translation>
    </message>
    <message>
        <location filename="../app/clifigures.cpp" line="63"/>
        <source>%1: the %2 lab refused it: %3</source>
        <translation>%1: das Lab %2 hat ihn abgelehnt: %3</translation>
    </message>
    <message>
        <location filename="../app/clifigures.cpp" line="64"/>
        <source>the %1 lab refused its own defaults: %2</source>
        <translation>das Lab %1 hat seine eigenen Vorgaben abgelehnt: %2</translation>
    </message>
</context>
<context>
    <name>CliPlan</name>
    <message>
        <location filename="../app/cliplan.cpp" line="55"/>
        <source>VRAM plan: %1 parameters%2, %3 weights, %4%5</source>
        <translation>VRAM-Plan: %1 Parameter%2, %3-Gewichte, %4%5</translation>
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
            <numerusform>  Micro-Batch %1 × %2 Tokens, Akkumulation %3, effektive Batchgröße %4, Checkpointing %5, Sharding %6 × %n GPU%7</numerusform>
            <numerusform>  Micro-Batch %1 × %2 Tokens, Akkumulation %3, effektive Batchgröße %4, Checkpointing %5, Sharding %6 × %n GPUs%7</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="70"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="70"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="72"/>
        <source>  shape: %1 layers, hidden %2, %3 heads (%4 KV)%5</source>
        <translation>  Aufbau: %1 Schichten, Breite %2, %3 Köpfe (%4 KV)%5</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="77"/>
        <source>, guessed from the count</source>
        <translation>, aus der Anzahl geschätzt</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="80"/>
        <source>per GPU</source>
        <translation>je GPU</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="81"/>
        <source>lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="82"/>
        <source>mixed precision</source>
        <translation>gemischte Genauigkeit</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="89"/>
        <source>total</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="92"/>
        <source>  in use: %1 bookkeeping — total %2 (%3 GiB)</source>
        <translation>  belegt: %1 Buchführung — gesamt %2 (%3 GiB)</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="96"/>
        <source>  activations: %1</source>
        <translation>  Aktivierungen: %1</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="112"/>
        <source>Fits (headroom included):</source>
        <translation>Passt (Reserve eingerechnet):</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="116"/>
        <source>fits, %1 spare</source>
        <translation>passt, %1 frei</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="117"/>
        <source>does not fit: %1 short</source>
        <translation>passt nicht: %1 zu wenig</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="130"/>
        <source>Capacity in billions of parameters (card ÷ bytes/param, no headroom):</source>
        <translation>Kapazität in Milliarden Parametern (Karte ÷ Bytes/Parameter, ohne Reserve):</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="139"/>
        <source>card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="132"/>
        <source>infer 2 B</source>
        <translation>Inferenz 2 B</translation>
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
        <translation>dieser Plan %1 B</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="148"/>
        <source>Out-of-memory fixes, in the order to try them:</source>
        <translation>Abhilfen bei Speichermangel, in der Reihenfolge zum Ausprobieren:</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="153"/>
        <source>  %1. %2: %3%4 → %5</source>
        <translation>  %1. %2: %3%4 → %5</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="158"/>
        <source>  %1. %2: n/a — %3</source>
        <translation>  %1. %2: entfällt — %3</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="161"/>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="162"/>
        <source>Arithmetic, not a measurement: nothing was allocated.</source>
        <translation>Rechnung, keine Messung: nichts wurde belegt.</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="204"/>
        <source>Activation estimate: pytorch-sdpa (the default: what transformers&apos; default attention keeps), pytorch-eager, megatron (Korthikanti et al.) or lesson.</source>
        <translation>Aktivierungsschätzung: pytorch-sdpa (Standard: was die Standard-Attention von transformers behält), pytorch-eager, megatron (Korthikanti et al.) oder lesson.</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="217"/>
        <source>Will it run, will it train: the memory a model needs per GPU, against the cards, with the fixes to try when it does not fit.</source>
        <translation>Läuft es, trainiert es: der Speicher, den ein Modell je GPU braucht, gegen die Karten, mit den Abhilfen für den Fall, dass es nicht passt.</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="178"/>
        <source>Parameter count: 7B, 124M, 1.5B (default 7B).</source>
        <translation>Parameterzahl: 7B, 124M, 1.5B (Standard 7B).</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="44"/>
        <source>none</source>
        <comment>sharding …</comment>
        <translation>keines</translation>
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
        <location filename="../app/cliplan.cpp" line="98"/>
        <source>  (at s = %1 tokens: PyTorch SDPA %2, PyTorch eager %3, Megatron-style %4; the lesson&apos;s %5 assumes about 100 tokens)</source>
        <translation>  (bei s = %1 Tokens: PyTorch SDPA %2, PyTorch eager %3, Megatron-Stil %4; die %5 der Lektion setzen etwa 100 Tokens voraus)</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="104"/>
        <source>  PyTorch parts: embeddings %1, %2 layers × %3, final norm %4, LM head input %5, loss (fp32 log-softmax) %6, logits %7 (alive, not saved)</source>
        <translation>  PyTorch-Anteile: Embeddings %1, %2 Schichten × %3, letzte Norm %4, Eingabe des LM-Kopfs %5, Loss (fp32-Log-Softmax) %6, Logits %7 (leben, nicht gespeichert)</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="120"/>
        <source>Smallest standard card that holds it: %1.</source>
        <translation>Kleinste Standardkarte, die es hält: %1.</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="122"/>
        <source>None of the five standard cards (8–80 GB) holds it.</source>
        <translation>Keine der fünf Standardkarten (8–80 GB) hält es.</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="124"/>
        <source>Doubling the micro-batch (%1 → %2) adds %3 (%4 %): model states do not grow with the batch, only activations do.</source>
        <translation>Den Micro-Batch zu verdoppeln (%1 → %2) fügt %3 hinzu (%4 %): Modellzustände wachsen nicht mit dem Batch, nur Aktivierungen.</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="180"/>
        <source>A published model: %1.</source>
        <translation>Ein veröffentlichtes Modell: %1.</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="182"/>
        <source>Weight precision: fp32, fp16, bf16, int8, int4 (default fp16).</source>
        <translation>Genauigkeit der Gewichte: fp32, fp16, bf16, int8, int4 (Standard fp16).</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="185"/>
        <source>inference, train, lora or qlora (default train).</source>
        <translation>inference, train, lora oder qlora (Standard train).</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="187"/>
        <source>sgd, momentum, adam (adamw) or adam8bit (default adam).</source>
        <translation>sgd, momentum, adam (adamw) oder adam8bit (Standard adam).</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="188"/>
        <source>Micro-batch per GPU (default 1).</source>
        <translation>Micro-Batch je GPU (Standard 1).</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="189"/>
        <source>Sequence length in tokens (default 1024).</source>
        <translation>Sequenzlänge in Tokens (Standard 1024).</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="191"/>
        <source>Gradient checkpointing on.</source>
        <translation>Gradient Checkpointing an.</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="194"/>
        <source>Gradient accumulation steps (default 1).</source>
        <translation>Schritte der Gradientenakkumulation (Standard 1).</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="196"/>
        <source>none, zero1, zero2, zero3 or fsdp (default none).</source>
        <translation>none, zero1, zero2, zero3 oder fsdp (Standard none).</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="197"/>
        <source>Number of GPUs (default 1).</source>
        <translation>Anzahl der GPUs (Standard 1).</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="198"/>
        <source>LoRA rank r (default 16).</source>
        <translation>LoRA-Rang r (Standard 16).</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="200"/>
        <source>Which bookkeeping decides the fit: lesson or mixed (default lesson).</source>
        <translation>Welche Buchführung über das Passen entscheidet: lesson oder mixed (Standard lesson).</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="208"/>
        <source>Steps whose loss tensor (not loss.item()) is kept (default 0).</source>
        <translation>Schritte, deren Loss-Tensor (nicht loss.item()) aufbewahrt wird (Standard 0).</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="210"/>
        <source>GB kept free for the CUDA context and allocator (default 1).</source>
        <translation>GB, die für den CUDA-Kontext und den Allocator frei bleiben (Standard 1).</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="212"/>
        <source>Size of the custom card in GB (default 48).</source>
        <translation>Größe der eigenen Karte in GB (Standard 48).</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="213"/>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="225"/>
        <source>unknown preset &quot;%1&quot; (presets: %2)</source>
        <translation>unbekannte Vorgabe „%1“ (Vorgaben: %2)</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="232"/>
        <source>--params: %1</source>
        <translation>--params: %1</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="234"/>
        <source>give either --preset or --params, not both</source>
        <translation>entweder --preset oder --params angeben, nicht beides</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="240"/>
        <source>unknown --%1 &quot;%2&quot; (known: %3)</source>
        <translation>unbekannt --%1 „%2“ (bekannt: %3)</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="71"/>
        <source>, bf16 autocast</source>
        <translation>, bf16-Autocast</translation>
    </message>
    <message>
        <location filename="../app/cliplan.cpp" line="193"/>
        <source>torch.autocast to bf16 (fp32 states, 16-bit activations).</source>
        <translation>torch.autocast auf bf16 (fp32-Zustände, 16-Bit-Aktivierungen).</translation>
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
        <translation>%1 FLOP/Byte</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="41"/>
        <source>Roofline of %1 — %2</source>
        <translation>Roofline von %1 — %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cliroofline.cpp" line="44"/>
        <source>  memory bandwidth: %1 best, %2 median of %n passes after %3 warm-up (%4)</source>
        <translation>
            <numerusform>  Speicherbandbreite: bester Wert %1, Median %2 aus %n Durchlauf, davor %3 zum Aufwärmen (%4)</numerusform>
            <numerusform>  Speicherbandbreite: bester Wert %1, Median %2 aus %n Durchläufen, davor %3 zum Aufwärmen (%4)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="50"/>
        <source>  memory bandwidth: not measured — %1</source>
        <translation>  Speicherbandbreite: nicht gemessen — %1</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="52"/>
        <source>  %1 roof: %2, ridge point at %3 (%4)</source>
        <translation>  %1-Dach: %2, Knickpunkt bei %3 (%4)</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="55"/>
        <source>  %1 roof: %2 (%3)</source>
        <translation>  %1-Dach: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="60"/>
        <source>  %1 kernel: %2%3</source>
        <translation>  %1-Kernel: %2%3</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="68"/>
        <source>precision</source>
        <translation>Genauigkeit</translation>
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
        <translation>Intensität</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="69"/>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="70"/>
        <source>attainable</source>
        <translation>erreichbar</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="70"/>
        <source>bound</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="72"/>
        <source>no roof</source>
        <translation>kein Dach</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="73"/>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="74"/>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <location filename="../app/cliroofline.cpp" line="149"/>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
</context>
<context>
    <name>CostCharts</name>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="90"/>
        <source>cost</source>
        <translation>Kosten</translation>
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
        <translation>-Klasse</translation>
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
        <translation>✓ am günstigsten, das passt</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="90"/>
        <source>▲ over the cap</source>
        <translation>▲ über dem Limit</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="91"/>
        <source>✗ cannot hold the model</source>
        <translation>✗ fasst das Modell nicht</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="216"/>
        <location filename="../labs/cost/costcharts.cpp" line="217"/>
        <location filename="../labs/cost/costcharts.cpp" line="252"/>
        <source>$ per sweep</source>
        <translation>$ je Sweep</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="169"/>
        <source>cap %1</source>
        <translation>Grenze %1</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="297"/>
        <source>spot, checkpoint every %1 min</source>
        <translation>Spot, Checkpoint alle %1 min</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="298"/>
        <location filename="../labs/cost/costcharts.cpp" line="323"/>
        <location filename="../labs/cost/costcharts.cpp" line="349"/>
        <source>spot, no checkpoints</source>
        <translation>Spot, keine Checkpoints</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="325"/>
        <location filename="../labs/cost/costcharts.cpp" line="355"/>
        <source>on demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="326"/>
        <location filename="../labs/cost/costcharts.cpp" line="360"/>
        <source>pre-emptions per hour</source>
        <translation>Unterbrechungen pro Stunde</translation>
    </message>
    <message>
        <location filename="../labs/cost/costcharts.cpp" line="327"/>
        <location filename="../labs/cost/costcharts.cpp" line="362"/>
        <source>$ expected</source>
        <translation>$ erwartet</translation>
    </message>
</context>
<context>
    <name>CostLabState</name>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="171"/>
        <source>its &quot;card&quot; should be a card class&apos;s id (one word)</source>
        <translation>sein &quot;card&quot; müsste die ID einer Kartenklasse sein (ein Wort)</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="190"/>
        <source>its &quot;rentClass&quot; should be a card class&apos;s id (one word)</source>
        <translation>sein &quot;rentClass&quot; müsste die ID einer Kartenklasse sein (ein Wort)</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="286"/>
        <source>its &quot;%1&quot; names a card class the built-in rates do not have (&quot;%2&quot;)</source>
        <translation>sein &quot;%1&quot; nennt eine Kartenklasse, die die eingebauten Preise nicht haben (&quot;%2&quot;)</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="304"/>
        <source>Card class</source>
        <translation>Kartenklasse</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="305"/>
        <source>The runs</source>
        <comment>runs × hours per run at the hourly rate</comment>
        <translation>Die Läufe</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="306"/>
        <source>%1 × %2 h at %3/h = %4</source>
        <translation>%1 × %2 h zu %3/h = %4</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="310"/>
        <source>Work redone after pre-emptions</source>
        <translation>Nach Unterbrechungen wiederholte Arbeit</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="312"/>
        <source>Forgotten instance</source>
        <translation>Vergessene Instanz</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="314"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="316"/>
        <source>%1 (over the %2 cap)</source>
        <translation>%1 (über der Grenze von %2)</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="328"/>
        <source>%1, the cheapest that fits</source>
        <translation>%1, am günstigsten, das passt</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="330"/>
        <source>%1, cannot hold the model</source>
        <translation>%1, fasst das Modell nicht</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="331"/>
        <source>%1, over the cap</source>
        <translation>%1, über der Grenze</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="339"/>
        <source>Holding the model takes</source>
        <translation>Das Modell braucht</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="342"/>
        <source>Cheapest that fits</source>
        <translation>Am günstigsten, das passt</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="342"/>
        <source>no class can hold it</source>
        <translation>keine Klasse fasst es</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="358"/>
        <source>On spot, expected</source>
        <translation>Mit Spot, erwartet</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="360"/>
        <source>%1 (a run takes %2 h on average)</source>
        <translation>%1 (ein Lauf dauert im Mittel %2 h)</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="362"/>
        <source>too large to compute</source>
        <translation>zu groß zum Berechnen</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="363"/>
        <source>On demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="364"/>
        <source>Spot stops paying off above</source>
        <translation>Spot lohnt sich nicht mehr über</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="365"/>
        <source>%1 pre-emptions per hour</source>
        <translation>%1 Unterbrechungen pro Stunde</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="366"/>
        <source>never, at any rate</source>
        <translation>nie, bei jeder Rate</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="371"/>
        <source>Route for %1</source>
        <translation>Weg für „%1“</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="384"/>
        <source>Buying pays off after</source>
        <translation>Kaufen lohnt sich nach</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="386"/>
        <source>never, at these prices</source>
        <translation>nie, bei diesen Preisen</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabstate.cpp" line="387"/>
        <source>%1 hours of use (%2 months)</source>
        <translation>%1 Stunden Nutzung (%2 Monate)</translation>
    </message>
</context>
<context>
    <name>CostModel</name>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="130"/>
        <source>Your own NVIDIA card</source>
        <translation>Eigene NVIDIA-Karte</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="131"/>
        <source>$0/h once you own it (plus power)</source>
        <translation>$0/h, sobald sie Ihnen gehört (plus Strom)</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="132"/>
        <source>the NVIDIA driver only: pip installs the CUDA runtime and cuDNN along with PyTorch</source>
        <translation>nur der NVIDIA-Treiber: pip installiert die CUDA-Laufzeit und cuDNN zusammen mit PyTorch</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="133"/>
        <source>training every day; no meter running</source>
        <translation>jeden Tag trainieren; kein Zähler läuft</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="135"/>
        <source>$0</source>
        <translation>$0</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="137"/>
        <source>learning and now-and-then experiments</source>
        <translation>Lernen und gelegentliche Experimente</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="138"/>
        <source>sessions are recycled; a GPU is not guaranteed; save your work often</source>
        <translation>Sitzungen werden recycelt; eine GPU ist nicht garantiert; speichern Sie oft</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="139"/>
        <source>Rented cloud GPU</source>
        <translation>Gemietete Cloud-GPU</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="139"/>
        <source>about $0.20–2.00/h</source>
        <translation>etwa $0,20–2,00/h</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="141"/>
        <source>serious projects and cards you could not buy</source>
        <translation>ernsthafte Projekte und Karten, die Sie nicht kaufen könnten</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="142"/>
        <source>the meter runs until you stop it; spot instances can be pre-empted</source>
        <translation>der Zähler läuft, bis Sie ihn anhalten; Spot-Instanzen können unterbrochen werden</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="143"/>
        <source>Apple Silicon (MPS)</source>
        <translation>Apple Silicon (MPS)</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="143"/>
        <source>$0/h</source>
        <translation>$0/h</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="145"/>
        <source>a laptop you already have</source>
        <translation>ein Laptop, den Sie schon haben</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="144"/>
        <source>nothing beyond PyTorch (macOS 14 or newer for PyTorch 2.15)</source>
        <translation>nichts außer PyTorch (macOS 14 oder neuer für PyTorch 2.15)</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="146"/>
        <source>not CUDA: operator coverage varies; memory is shared with the system</source>
        <translation>nicht CUDA: die Abdeckung der Operatoren schwankt; der Speicher wird mit dem System geteilt</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="163"/>
        <source>every day</source>
        <translation>jeden Tag</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="164"/>
        <source>now and then</source>
        <translation>ab und zu</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="165"/>
        <source>one serious project</source>
        <translation>ein ernsthaftes Projekt</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="134"/>
        <source>capped by your card&apos;s memory; the driver must be new enough for the wheel&apos;s CUDA</source>
        <translation>begrenzt durch den Speicher Ihrer Karte; der Treiber muss neu genug für die CUDA-Version des Wheels sein</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="135"/>
        <source>Free hosted notebook (T4: Colab, Kaggle)</source>
        <translation>Kostenloses gehostetes Notebook (T4: Colab, Kaggle)</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="136"/>
        <source>none: open a browser, switch the runtime to a GPU</source>
        <translation>nichts: Browser öffnen, die Laufzeit auf eine GPU umstellen</translation>
    </message>
    <message>
        <location filename="../core/cost/costmodel.cpp" line="140"/>
        <source>SSH in, pip install torch, run a smoke test (Lambda, RunPod, Vast.ai, …)</source>
        <translation>per SSH anmelden, pip install torch, einen Rauchtest laufen lassen (Lambda, RunPod, Vast.ai, …)</translation>
    </message>
</context>
<context>
    <name>DeviceProbe</name>
    <message>
        <location filename="../core/deviceprobe.cpp" line="191"/>
        <source>this build has no CUDA support (it was built without the CUDA Toolkit)</source>
        <translation>dieser Build hat keine CUDA-Unterstützung (er wurde ohne das CUDA Toolkit gebaut)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="192"/>
        <source>install the CUDA Toolkit (nvcc under /usr/local/cuda) and rebuild with scripts/run</source>
        <translation>das CUDA Toolkit installieren (nvcc unter /usr/local/cuda) und mit scripts/run neu bauen</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="210"/>
        <source>the CUDA module (libgpulab_cuda.so) was not found beside the program</source>
        <translation>das CUDA-Modul (libgpulab_cuda.so) wurde neben dem Programm nicht gefunden</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="211"/>
        <source>the CUDA module could not be used: %1</source>
        <translation>das CUDA-Modul ließ sich nicht nutzen: %1</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="212"/>
        <source>run the gpulab from the build tree it was built in, or point GPULAB_CUDA_MODULE at libgpulab_cuda.so</source>
        <translation>gpulab aus dem Build-Verzeichnis starten, in dem es gebaut wurde, oder GPULAB_CUDA_MODULE auf libgpulab_cuda.so zeigen lassen</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="223"/>
        <source>pip install &quot;%1&quot; (into any Python environment: GPU Lab finds it there; a PyTorch built for CUDA %2 brings it already), or install the CUDA Toolkit %2</source>
        <translation>pip install &quot;%1&quot; (in irgendeine Python-Umgebung: GPU Lab findet es dort; ein PyTorch für CUDA %2 bringt es schon mit) oder das CUDA Toolkit %2 installieren</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="227"/>
        <source>cuBLAS (%1) not found</source>
        <translation>cuBLAS (%1) nicht gefunden</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="228"/>
        <source>%1; searched the system library path, CUDA Toolkits and Python environments (folders: %2)</source>
        <translation>%1; durchsucht: der Bibliothekspfad des Systems, CUDA Toolkits und Python-Umgebungen (Ordner: %2)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="233"/>
        <source>cuBLAS (%1) found but not usable</source>
        <translation>cuBLAS (%1) gefunden, aber nicht nutzbar</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="234"/>
        <source>%1; the copy found: %2</source>
        <translation>%1; die gefundene Kopie: %2</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="239"/>
        <source>a CUDA library</source>
        <translation>eine CUDA-Bibliothek</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="240"/>
        <source>%1 not found</source>
        <translation>%1 nicht gefunden</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="241"/>
        <source>install the library (%1) or add its folder to LD_LIBRARY_PATH</source>
        <translation>die Bibliothek (%1) installieren oder ihren Ordner zu LD_LIBRARY_PATH hinzufügen</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="449"/>
        <source>the CUDA module and its library load (libcublas)</source>
        <translation>das CUDA-Modul und seine Bibliothek laden (libcublas)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="247"/>
        <location filename="../core/deviceprobe.cpp" line="267"/>
        <source>no NVIDIA driver found</source>
        <translation>kein NVIDIA-Treiber gefunden</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="248"/>
        <location filename="../core/deviceprobe.cpp" line="268"/>
        <source>install the NVIDIA driver (Debian: apt install nvidia-driver) and reboot; nvidia-smi should then list the card</source>
        <translation>den NVIDIA-Treiber installieren (Debian: apt install nvidia-driver) und neu starten; nvidia-smi sollte dann die Karte auflisten</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="250"/>
        <source>not loaded: no driver</source>
        <translation>nicht geladen: kein Treiber</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="257"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="274"/>
        <source>driver supports CUDA %1, this build needs %2</source>
        <translation>der Treiber unterstützt CUDA %1, dieser Build braucht %2</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="278"/>
        <source>update the NVIDIA driver to the r%1 series or newer (CUDA %2 needs it; on an older driver only data-centre cards with the cuda-compat package run it)</source>
        <translation>den NVIDIA-Treiber auf die Reihe r%1 oder neuer aktualisieren (CUDA %2 braucht sie; mit einem älteren Treiber laufen nur Rechenzentrumskarten mit dem Paket cuda-compat)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="282"/>
        <source>update the NVIDIA driver to a release that supports CUDA %1 or newer</source>
        <translation>den NVIDIA-Treiber auf eine Version aktualisieren, die CUDA %1 oder neuer unterstützt</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="288"/>
        <source>no CUDA device found</source>
        <translation>kein CUDA-Gerät gefunden</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="290"/>
        <source>check that nvidia-smi lists the card and that CUDA_VISIBLE_DEVICES does not hide it</source>
        <translation>prüfen, dass nvidia-smi die Karte auflistet und CUDA_VISIBLE_DEVICES sie nicht verbirgt</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="295"/>
        <source>the NVIDIA driver refused this CUDA runtime (%1)</source>
        <translation>der NVIDIA-Treiber hat diese CUDA-Laufzeit abgelehnt (%1)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="296"/>
        <source>the CUDA runtime reported %1</source>
        <translation>die CUDA-Laufzeit meldete %1</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="297"/>
        <source>run nvidia-smi: if it fails too, reinstall the driver; otherwise see the runtime&apos;s message above</source>
        <translation>nvidia-smi ausführen: schlägt es auch fehl, den Treiber neu installieren; sonst die Meldung der Laufzeit oben lesen</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="356"/>
        <source>this CPU (still being measured)</source>
        <translation>diese CPU (wird noch vermessen)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="359"/>
        <source>the GPU check is still running</source>
        <translation>die GPU-Prüfung läuft noch</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="448"/>
        <source>this build includes CUDA support</source>
        <translation>dieser Build enthält CUDA-Unterstützung</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="450"/>
        <source>an NVIDIA driver is installed (libcuda.so.1)</source>
        <translation>ein NVIDIA-Treiber ist installiert (libcuda.so.1)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="451"/>
        <source>the driver supports this build&apos;s CUDA version</source>
        <translation>der Treiber unterstützt die CUDA-Version dieses Builds</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="452"/>
        <source>a CUDA device answers</source>
        <translation>ein CUDA-Gerät antwortet</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="473"/>
        <source>Measuring this machine…</source>
        <translation>Dieser Rechner wird vermessen…</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="475"/>
        <source>Measured on %1 and %2</source>
        <translation>Gemessen auf %1 und %2</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="476"/>
        <source>Measured on %1 · GPU: Simulated — %2</source>
        <translation>Gemessen auf %1 · GPU: Simuliert — %2</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="201"/>
        <source>GPULAB_CUDA_MODULE names %1, which cannot be opened: %2</source>
        <translation>GPULAB_CUDA_MODULE nennt %1, das sich nicht öffnen lässt: %2</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="72"/>
        <source>the module refused the probe structure</source>
        <translation>das Modul hat die Abfragestruktur abgelehnt</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="112"/>
        <location filename="../core/deviceprobe.cpp" line="332"/>
        <location filename="../core/deviceprobe.cpp" line="381"/>
        <source>unknown CPU</source>
        <translation>unbekannte CPU</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="148"/>
        <source>found by the system&apos;s library search</source>
        <translation>von der Bibliothekssuche des Systems gefunden</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="150"/>
        <source>PyTorch&apos;s wheel</source>
        <translation>das Wheel von PyTorch</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="152"/>
        <source>the nvidia-cublas wheel</source>
        <translation>das Wheel nvidia-cublas</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="154"/>
        <source>a conda environment</source>
        <translation>eine conda-Umgebung</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="155"/>
        <source>the CUDA Toolkit</source>
        <translation>das CUDA Toolkit</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="203"/>
        <source>GPULAB_CUDA_MODULE names %1, which cannot be used: %2</source>
        <translation>GPULAB_CUDA_MODULE nennt %1, das sich nicht nutzen lässt: %2</translation>
    </message>
    <message>
        <location filename="../core/deviceprobe.cpp" line="205"/>
        <source>point GPULAB_CUDA_MODULE at a libgpulab_cuda.so from this build, or unset it to use the module beside the program</source>
        <translation>GPULAB_CUDA_MODULE auf eine libgpulab_cuda.so aus diesem Build zeigen lassen, oder die Variable entfernen, um das Modul neben dem Programm zu nutzen</translation>
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
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="111"/>
        <source>cores (threads)</source>
        <translation>Kerne (Threads)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="112"/>
        <source>SIMD</source>
        <translation>SIMD</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="113"/>
        <source>measured fp32 peak</source>
        <translation>gemessene fp32-Spitzenleistung</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="114"/>
        <source>%1 (%2, all cores)</source>
        <translation>%1 (%2, alle Kerne)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="115"/>
        <source>oneDNN</source>
        <translation>oneDNN</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="116"/>
        <source>%1, dispatching to %2</source>
        <translation>%1, nutzt den Befehlssatz %2</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="117"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="118"/>
        <source>%1 total, %2 available</source>
        <translation>%1 gesamt, %2 verfügbar</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="120"/>
        <source>NVIDIA GPU (CUDA)</source>
        <translation>NVIDIA-GPU (CUDA)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="122"/>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="123"/>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="125"/>
        <source>%1 total, %2 free (NVML)</source>
        <translation>%1 gesamt, %2 frei (NVML)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="127"/>
        <source>%1 total (free memory is read when a GPU run starts)</source>
        <translation>%1 gesamt (der freie Speicher wird gelesen, wenn ein GPU-Lauf startet)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="129"/>
        <source>compute capability</source>
        <translation>Compute Capability</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="130"/>
        <source>SMs</source>
        <translation>SMs</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="130"/>
        <source>%1 × %2 fp32 lanes at %3 MHz</source>
        <translation>%1 × %2 fp32-Rechenwerke mit %3 MHz</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="134"/>
        <source>fp32 peak</source>
        <translation>fp32-Spitzenleistung</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="135"/>
        <source>%1 (from the device&apos;s properties)</source>
        <translation>%1 (aus den Eigenschaften des Geräts)</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="137"/>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="137"/>
        <source>not usable — %1</source>
        <translation>nicht nutzbar — %1</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="138"/>
        <source>fix</source>
        <translation>Abhilfe</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="140"/>
        <source>runtime says</source>
        <translation>Laufzeit meldet</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="143"/>
        <source>driver</source>
        <translation>Treiber</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="145"/>
        <source>driver supports CUDA</source>
        <translation>Treiber unterstützt CUDA</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="147"/>
        <source>CUDA runtime</source>
        <translation>CUDA-Laufzeit</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="149"/>
        <source>cuBLAS</source>
        <translation>cuBLAS</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="151"/>
        <source>%1 from %2</source>
        <translation>%1 aus %2</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="153"/>
        <source>set in environment</source>
        <translation>in der Umgebung gesetzt</translation>
    </message>
    <message>
        <location filename="../core/deviceprobeformat.cpp" line="154"/>
        <source>%1 (changes what is measured)</source>
        <translation>%1 (ändert, was gemessen wird)</translation>
    </message>
</context>
<context>
    <name>Dispatch</name>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="102"/>
        <source>still being measured…</source>
        <translation>wird noch vermessen…</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="104"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="106"/>
        <source>no NVIDIA driver found</source>
        <translation>kein NVIDIA-Treiber gefunden</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="108"/>
        <source>NVIDIA driver installed, but %1</source>
        <translation>NVIDIA-Treiber installiert, aber %1</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="115"/>
        <source>NVIDIA workstation</source>
        <translation>NVIDIA-Workstation</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="116"/>
        <source>Apple Silicon Mac</source>
        <translation>Mac mit Apple Silicon</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="117"/>
        <source>CPU-only laptop</source>
        <translation>Laptop nur mit CPU</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="118"/>
        <source>This machine</source>
        <translation>Dieser Rechner</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="125"/>
        <source>CUDA wheel</source>
        <translation>CUDA-Wheel</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="125"/>
        <source>CPU-only wheel</source>
        <translation>Wheel nur für CPU</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="131"/>
        <source>RTX 4090 24 GiB · driver with CUDA 12.4 · CUDA wheel</source>
        <translation>RTX 4090 24 GiB · Treiber mit CUDA 12.4 · CUDA-Wheel</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="132"/>
        <source>M2 · macOS wheel (CPU + MPS)</source>
        <translation>M2 · macOS-Wheel (CPU + MPS)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="133"/>
        <source>no NVIDIA GPU · %1</source>
        <translation>keine NVIDIA-GPU · %1</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="134"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="189"/>
        <source>This driver supports CUDA %1, and the current PyPI wheel (torch %2) is built for CUDA %3, which needs a CUDA 13 driver (r580 or newer). With it, is_available() prints False after a warning that the driver is too old, and every line that needs the GPU raises.</source>
        <translation>Dieser Treiber unterstützt CUDA %1, und das aktuelle PyPI-Wheel (torch %2) ist für CUDA %3 gebaut, das einen Treiber für CUDA 13 braucht (r580 oder neuer). Damit gibt is_available() nach einer Warnung, der Treiber sei zu alt, False aus, und jede Zeile, die die GPU braucht, wirft einen Fehler.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="194"/>
        <source>Update the driver, or install a wheel built for CUDA 12 from the selector on pytorch.org.</source>
        <translation>Aktualisieren Sie den Treiber, oder installieren Sie aus der Auswahl auf pytorch.org ein für CUDA 12 gebautes Wheel.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="201"/>
        <source>GPU Lab cannot tell: the NVIDIA driver is installed, but the probe found no usable device (%1). What PyTorch prints depends on why.</source>
        <translation>GPU Lab kann es nicht sagen: der NVIDIA-Treiber ist installiert, aber die Prüfung fand kein nutzbares Gerät (%1). Was PyTorch ausgibt, hängt vom Grund ab.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="205"/>
        <source>Run the line yourself; the Device report panel shows what failed.</source>
        <translation>Führen Sie die Zeile selbst aus; der Gerätebericht zeigt, was fehlschlug.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenario.cpp" line="23"/>
        <source>(prints nothing)</source>
        <translation>(gibt nichts aus)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/machines.cpp" line="223"/>
        <source>GPU Lab cannot see which wheel is installed: %1 is what the current PyPI wheel (torch %2) prints; yours prints the CUDA version it was built with.</source>
        <translation>GPU Lab sieht nicht, welches Wheel installiert ist: %1 gibt das aktuelle PyPI-Wheel (torch %2) aus; Ihres gibt die CUDA-Version aus, mit der es gebaut wurde.</translation>
    </message>
</context>
<context>
    <name>Dispatch/build</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="57"/>
        <source>Which PyTorch build is this?</source>
        <translation>Welcher PyTorch-Build ist das?</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="58"/>
        <source>A CUDA wheel without a driver is not a CPU-only wheel: ask the build, not the hardware.</source>
        <translation>Ein CUDA-Wheel ohne Treiber ist kein reines CPU-Wheel: fragen Sie den Build, nicht die Hardware.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="59"/>
        <source>The CUDA version this wheel was built against.</source>
        <translation>Die CUDA-Version, gegen die dieses Wheel gebaut wurde.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="60"/>
        <source>macOS wheels are built without CUDA.</source>
        <translation>macOS-Wheels werden ohne CUDA gebaut.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="61"/>
        <source>The CUDA wheel names the CUDA it was built with (pip installed that runtime alongside it) — whether or not a driver is there to use it.</source>
        <translation>Das CUDA-Wheel nennt das CUDA, mit dem es gebaut wurde (pip hat diese Laufzeit daneben installiert) — ob ein Treiber da ist, der sie nutzen kann, oder nicht.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="62"/>
        <source>None is how a CPU-only wheel says it has no CUDA.</source>
        <translation>None ist die Art, wie ein reines CPU-Wheel sagt, dass es kein CUDA hat.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="63"/>
        <source>Built with CUDA.</source>
        <translation>Mit CUDA gebaut.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="64"/>
        <source>Built without CUDA.</source>
        <translation>Ohne CUDA gebaut.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="65"/>
        <source>Built with CUDA: the build says nothing about the driver.</source>
        <translation>Mit CUDA gebaut: der Build sagt nichts über den Treiber.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="66"/>
        <source>Linux wheels have no Metal backend.</source>
        <translation>Linux-Wheels haben kein Metal-Backend.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="67"/>
        <source>macOS wheels include the Metal (MPS) backend.</source>
        <translation>macOS-Wheels enthalten das Metal-Backend (MPS).</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="68"/>
        <source>Built with CUDA, and the driver found a device.</source>
        <translation>Mit CUDA gebaut, und der Treiber hat ein Gerät gefunden.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="69"/>
        <source>Built with CUDA, but no driver: is_available() is the question that checks both.</source>
        <translation>Mit CUDA gebaut, aber ohne Treiber: is_available() ist die Frage, die beides prüft.</translation>
    </message>
</context>
<context>
    <name>Dispatch/mistakes</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="107"/>
        <source>Common mistakes, and the error each one raises</source>
        <translation>Häufige Fehler und der Fehler, den jeder auslöst</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="108"/>
        <source>Device bugs hide on the laptop and surface on the GPU. Each mistake with its real error and the corrected line.</source>
        <translation>Gerätefehler verstecken sich auf dem Laptop und tauchen auf der GPU auf. Jeder Fehler mit seiner echten Fehlermeldung und der korrigierten Zeile.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="109"/>
        <source>A module moves in place: .to() changes its parameters and returns the same module.</source>
        <translation>Ein Modul wird an Ort und Stelle verschoben: .to() ändert seine Parameter und gibt dasselbe Modul zurück.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="110"/>
        <source>Tensors are not moved in place: .to() returned a moved copy, which was thrown away.</source>
        <translation>Tensoren werden nicht an Ort und Stelle verschoben: .to() gab eine verschobene Kopie zurück, die verworfen wurde.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="111"/>
        <source>Everything is on the CPU here, so the mistake stays invisible — until the script meets a GPU.</source>
        <translation>Hier liegt alles auf der CPU, also bleibt der Fehler unsichtbar — bis das Skript auf eine GPU trifft.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="112"/>
        <source>The model is on the GPU, the batch is not. This is the layer&apos;s own device check speaking; an elementwise operation with the same mix says &quot;found at least two devices, cuda:0 and cpu!&quot; instead.</source>
        <translation>Das Modell ist auf der GPU, der Batch nicht. Hier spricht die Geräteprüfung der Schicht selbst; eine elementweise Operation mit derselben Mischung sagt stattdessen &quot;found at least two devices, cuda:0 and cpu!&quot;.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="113"/>
        <source>x = x.to(device)</source>
        <translation>x = x.to(device)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="114"/>
        <source>Assigned this time: x now names the copy on the GPU.</source>
        <translation>Diesmal zugewiesen: x bezeichnet jetzt die Kopie auf der GPU.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="115"/>
        <source>Correct everywhere, and now also correct on a GPU.</source>
        <translation>Überall richtig, und jetzt auch auf einer GPU richtig.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="116"/>
        <source>NumPy can only read host memory; the device is checked before anything else.</source>
        <translation>NumPy kann nur Host-Speicher lesen; das Gerät wird vor allem anderen geprüft.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="117"/>
        <source>out.detach().cpu().numpy()</source>
        <translation>out.detach().cpu().numpy()</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="118"/>
        <source>On the CPU the next check fails: out is part of the autograd graph.</source>
        <translation>Auf der CPU scheitert die nächste Prüfung: out gehört zum Autograd-Graphen.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="119"/>
        <source>Detached from the graph, copied to the host, then handed to NumPy.</source>
        <translation>Vom Graphen gelöst, auf den Host kopiert, dann an NumPy übergeben.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="120"/>
        <source>The same line works everywhere: .cpu() of a CPU tensor is free.</source>
        <translation>Dieselbe Zeile funktioniert überall: .cpu() eines CPU-Tensors kostet nichts.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="121"/>
        <source>The real pitfall: when the parameters are replaced instead of moved — a model re-created in a notebook cell, a conversion that makes new Parameter objects, an optimizer whose state was built before the move — the optimizer keeps updating tensors the model no longer uses. Nothing raises an error; the loss simply stops improving. Build the optimizer after model.to(device).</source>
        <translation>Die eigentliche Falle: wenn die Parameter ersetzt statt verschoben werden — ein in einer Notebook-Zelle neu erzeugtes Modell, eine Umwandlung, die neue Parameter-Objekte anlegt, ein Optimizer, dessen Zustand vor dem Verschieben gebaut wurde —, aktualisiert der Optimizer weiter Tensoren, die das Modell nicht mehr benutzt. Kein Fehler wird ausgelöst; der Loss wird einfach nicht mehr besser. Bauen Sie den Optimizer nach model.to(device).</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="122"/>
        <source>Harmless here: Module.to moved each Parameter&apos;s data in place, so the optimizer still holds the live parameters.</source>
        <translation>Hier harmlos: Module.to hat die Daten jedes Parameters an Ort und Stelle verschoben, also hält der Optimizer noch die lebenden Parameter.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="123"/>
        <source>Nothing moved; the order only matters once a GPU is involved.</source>
        <translation>Nichts wurde verschoben; die Reihenfolge zählt erst, wenn eine GPU im Spiel ist.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="124"/>
        <source>No error yet: the cost is memory. On a long run this ends in torch.OutOfMemoryError: CUDA out of memory.</source>
        <translation>Noch kein Fehler: der Preis ist Speicher. Bei einem langen Lauf endet das in torch.OutOfMemoryError: CUDA out of memory.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="125"/>
        <source>Each stored loss keeps its whole graph alive in VRAM, and the list grows every step until memory runs out.</source>
        <translation>Jeder gespeicherte Loss hält seinen ganzen Graphen im VRAM am Leben, und die Liste wächst mit jedem Schritt, bis der Speicher ausgeht.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="126"/>
        <source>The graphs pile up in RAM instead: slower to notice, same leak.</source>
        <translation>Die Graphen häufen sich stattdessen im RAM an: es fällt später auf, ist aber dasselbe Leck.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="127"/>
        <source>.item() copies one number to the host and lets the graph go.</source>
        <translation>.item() kopiert eine Zahl auf den Host und gibt den Graphen frei.</translation>
    </message>
</context>
<context>
    <name>Dispatch/move</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="95"/>
        <source>Moving the model and every batch</source>
        <translation>Das Modell und jeden Batch verschieben</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="96"/>
        <source>model.to(device) once, each batch inside the loop, and checkpoints with map_location.</source>
        <translation>model.to(device) einmal, jeden Batch in der Schleife, und Checkpoints mit map_location.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="97"/>
        <source>Chosen once, at the top; everything below uses the variable.</source>
        <translation>Einmal gewählt, ganz oben; alles darunter nutzt die Variable.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="98"/>
        <source>The model moves once, then the optimizer is built from the moved parameters.</source>
        <translation>Das Modell wird einmal verschoben, dann wird der Optimizer aus den verschobenen Parametern gebaut.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="99"/>
        <source>Every batch comes off the loader on the CPU and is copied to the GPU inside the loop.</source>
        <translation>Jeder Batch kommt auf der CPU aus dem Loader und wird in der Schleife auf die GPU kopiert.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="100"/>
        <source>On the CPU .to(device) returns the same tensor: free, and the code stays portable.</source>
        <translation>Auf der CPU gibt .to(device) denselben Tensor zurück: kostenlos, und der Code bleibt portabel.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="101"/>
        <source>The checkpoint was written on the workstation with torch.save(model.state_dict(), &quot;model.pt&quot;).</source>
        <translation>Der Checkpoint wurde auf der Workstation mit torch.save(model.state_dict(), &quot;model.pt&quot;) geschrieben.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="102"/>
        <source>This checkpoint was saved on this GPU, so its tensors load straight back onto cuda:0.</source>
        <translation>Dieser Checkpoint wurde auf dieser GPU gespeichert, also laden seine Tensoren direkt zurück auf cuda:0.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="103"/>
        <source>The file remembers that its tensors lived on cuda:0, and this machine has no CUDA.</source>
        <translation>Die Datei weiß noch, dass ihre Tensoren auf cuda:0 lagen, und dieser Rechner hat kein CUDA.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="104"/>
        <source>state = torch.load(&quot;model.pt&quot;, map_location=device)</source>
        <translation>state = torch.load(&quot;model.pt&quot;, map_location=device)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="105"/>
        <source>map_location moves every stored tensor to the chosen device while loading.</source>
        <translation>map_location verschiebt beim Laden jeden gespeicherten Tensor auf das gewählte Gerät.</translation>
    </message>
</context>
<context>
    <name>Dispatch/pick</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="71"/>
        <source>Pick the device: cuda, then mps, then cpu</source>
        <translation>Das Gerät wählen: cuda, dann mps, dann cpu</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="72"/>
        <source>A three-way pick_device() and the newer torch.accelerator one-liner, on every machine.</source>
        <translation>Ein dreistufiges pick_device() und der neuere Einzeiler mit torch.accelerator, auf jedem Rechner.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="73"/>
        <source>Defining a function runs none of it.</source>
        <translation>Eine Funktion zu definieren führt nichts davon aus.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="74"/>
        <source>CUDA is asked first and answers.</source>
        <translation>CUDA wird zuerst gefragt und antwortet.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="75"/>
        <source>No CUDA, but Metal answers: unlike the two-way idiom, the Mac&apos;s GPU is used.</source>
        <translation>Kein CUDA, aber Metal antwortet: anders als beim zweistufigen Idiom wird die GPU des Mac genutzt.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="76"/>
        <source>No driver means no CUDA, and Linux has no MPS: the CPU.</source>
        <translation>Kein Treiber heißt kein CUDA, und Linux hat kein MPS: die CPU.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="77"/>
        <source>Neither backend is built in: the CPU.</source>
        <translation>Keines der beiden Backends ist eingebaut: die CPU.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="79"/>
        <source>The accelerator this wheel was built for.</source>
        <translation>Der Beschleuniger, für den dieses Wheel gebaut wurde.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="80"/>
        <source>The macOS wheel&apos;s accelerator is MPS.</source>
        <translation>Der Beschleuniger des macOS-Wheels ist MPS.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="81"/>
        <source>It reports the build, not the hardware: a CUDA wheel says cuda even with no driver.</source>
        <translation>Es meldet den Build, nicht die Hardware: ein CUDA-Wheel sagt cuda, auch ohne Treiber.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="82"/>
        <source>A CPU-only wheel has no accelerator, so the answer is None.</source>
        <translation>Ein reines CPU-Wheel hat keinen Beschleuniger, also lautet die Antwort None.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="83"/>
        <source>Built for CUDA and a device answers.</source>
        <translation>Für CUDA gebaut, und ein Gerät antwortet.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="84"/>
        <source>Built for MPS and Metal answers.</source>
        <translation>Für MPS gebaut, und Metal antwortet.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="85"/>
        <source>With the runtime check a CUDA wheel without a driver reports no accelerator.</source>
        <translation>Mit der Laufzeitprüfung meldet ein CUDA-Wheel ohne Treiber keinen Beschleuniger.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="86"/>
        <source>No accelerator was built in.</source>
        <translation>Es wurde kein Beschleuniger eingebaut.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="87"/>
        <source>is_available() checked the runtime, so the accelerator is usable.</source>
        <translation>is_available() hat die Laufzeit geprüft, also ist der Beschleuniger nutzbar.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="88"/>
        <source>The one-liner picks Metal on a Mac, like pick_device().</source>
        <translation>Der Einzeiler wählt auf einem Mac Metal, wie pick_device().</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="89"/>
        <source>is_available() is False without a driver, so .type is never reached.</source>
        <translation>is_available() ist ohne Treiber False, also wird .type nie erreicht.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="90"/>
        <source>No accelerator: the else branch.</source>
        <translation>Kein Beschleuniger: der else-Zweig.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="91"/>
        <source>Created straight on the GPU: no copy from the CPU.</source>
        <translation>Direkt auf der GPU erzeugt: keine Kopie von der CPU.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="92"/>
        <source>Created in the Mac&apos;s unified memory, for the GPU.</source>
        <translation>Im gemeinsamen Speicher des Mac erzeugt, für die GPU.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="93"/>
        <source>CPU tensors print without a device.</source>
        <translation>CPU-Tensoren werden ohne Gerät ausgegeben.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="78"/>
        <source>The torch.accelerator module arrived in PyTorch 2.6 (older versions raise AttributeError). Since 2.7 current_accelerator() reports the accelerator the wheel was built for, and the check_available=True argument, also new in 2.7, adds the runtime check.</source>
        <translation>Das Modul torch.accelerator kam mit PyTorch 2.6 (ältere Versionen lösen AttributeError aus). Seit 2.7 meldet current_accelerator() den Beschleuniger, für den das Wheel gebaut wurde, und das ebenfalls in 2.7 neue Argument check_available=True fügt die Laufzeitprüfung hinzu.</translation>
    </message>
</context>
<context>
    <name>Dispatch/probe</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="15"/>
        <source>The eight-line probe</source>
        <translation>Die Prüfung in acht Zeilen</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="16"/>
        <source>The checks to run on any new machine, one line at a time.</source>
        <translation>Die Prüfungen für jeden neuen Rechner, eine Zeile nach der anderen.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="17"/>
        <source>The &apos;CUDA Version&apos; nvidia-smi prints is the newest CUDA the driver can run, not a toolkit that is installed. PyTorch wheels bring their own CUDA runtime; they only need a driver that is new enough.</source>
        <translation>Die „CUDA Version“, die nvidia-smi ausgibt, ist das neueste CUDA, das der Treiber ausführen kann, kein installiertes Toolkit. PyTorch-Wheels bringen ihre eigene CUDA-Laufzeit mit; sie brauchen nur einen Treiber, der neu genug ist.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="18"/>
        <source>The driver answers: its version, the newest CUDA it supports (top right), the card and its memory.</source>
        <translation>Der Treiber antwortet: seine Version, das neueste CUDA, das er unterstützt (oben rechts), die Karte und ihr Speicher.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="19"/>
        <source>nvidia-smi is installed with the NVIDIA driver, and a Mac has no NVIDIA driver (zsh is the macOS shell).</source>
        <translation>nvidia-smi wird mit dem NVIDIA-Treiber installiert, und ein Mac hat keinen NVIDIA-Treiber (zsh ist die Shell von macOS).</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="20"/>
        <source>Nothing to install: on Apple Silicon the GPU is reached through MPS, not CUDA.</source>
        <translation>Nichts zu installieren: auf Apple Silicon wird die GPU über MPS erreicht, nicht über CUDA.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="21"/>
        <source>No NVIDIA driver, so no nvidia-smi: the command ships with the driver. (Ubuntu may add a hint to install nvidia-utils.)</source>
        <translation>Kein NVIDIA-Treiber, also kein nvidia-smi: der Befehl kommt mit dem Treiber. (Ubuntu schlägt eventuell vor, nvidia-utils zu installieren.)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="22"/>
        <source>With an NVIDIA card: install the driver and reboot. Without one: train on the CPU or on a hosted GPU.</source>
        <translation>Mit einer NVIDIA-Karte: den Treiber installieren und neu starten. Ohne: auf der CPU oder auf einer gehosteten GPU trainieren.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="23"/>
        <source>The driver answered and reported one CUDA device.</source>
        <translation>Der Treiber hat geantwortet und ein CUDA-Gerät gemeldet.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="24"/>
        <source>macOS wheels contain no CUDA at all; the Mac&apos;s GPU is reached through MPS.</source>
        <translation>macOS-Wheels enthalten gar kein CUDA; die GPU des Mac wird über MPS erreicht.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="25"/>
        <source>The wheel has CUDA inside, but without a driver PyTorch counts zero devices — quietly, without a warning.</source>
        <translation>Das Wheel enthält CUDA, aber ohne Treiber zählt PyTorch null Geräte — leise, ohne Warnung.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="26"/>
        <source>A CPU-only wheel has no CUDA code, so the answer is False on any hardware.</source>
        <translation>Ein reines CPU-Wheel hat keinen CUDA-Code, also lautet die Antwort auf jeder Hardware False.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="27"/>
        <source>Wording shifts between PyTorch versions: older releases raised the no-driver message as an AssertionError, newer ones as a RuntimeError from torch._C._cuda_init.</source>
        <translation>Der Wortlaut ändert sich zwischen PyTorch-Versionen: ältere Versionen meldeten den fehlenden Treiber als AssertionError, neuere als RuntimeError aus torch._C._cuda_init.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="28"/>
        <source>torch.version.cuda is the CUDA the wheel was built with; the name comes from the driver.</source>
        <translation>torch.version.cuda ist das CUDA, mit dem das Wheel gebaut wurde; der Name kommt vom Treiber.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="29"/>
        <source>The arguments are evaluated first: torch.version.cuda is None, then get_device_name(0) fails, so nothing is printed.</source>
        <translation>Die Argumente werden zuerst ausgewertet: torch.version.cuda ist None, dann scheitert get_device_name(0), also wird nichts ausgegeben.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="30"/>
        <source>Ask first: only call it when torch.cuda.is_available() is True.</source>
        <translation>Erst fragen: nur aufrufen, wenn torch.cuda.is_available() True ist.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="32"/>
        <source>Install the NVIDIA driver, or only call it when torch.cuda.is_available() is True.</source>
        <translation>Den NVIDIA-Treiber installieren, oder nur aufrufen, wenn torch.cuda.is_available() True ist.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="33"/>
        <source>torch.version.cuda is None in a CPU-only wheel, and get_device_name(0) fails before print runs.</source>
        <translation>torch.version.cuda ist in einem reinen CPU-Wheel None, und get_device_name(0) scheitert, bevor print läuft.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="34"/>
        <source>On a machine with an NVIDIA card install the CUDA wheel; elsewhere ask torch.cuda.is_available() first.</source>
        <translation>Auf einem Rechner mit NVIDIA-Karte das CUDA-Wheel installieren; sonst zuerst torch.cuda.is_available() fragen.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="35"/>
        <source>MPS is Apple&apos;s Metal backend; Linux wheels are built without it.</source>
        <translation>MPS ist Apples Metal-Backend; Linux-Wheels werden ohne es gebaut.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="36"/>
        <source>An M-series Mac with a recent macOS and PyTorch has the Metal (MPS) backend.</source>
        <translation>Ein Mac der M-Serie mit aktuellem macOS und PyTorch hat das Metal-Backend (MPS).</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="37"/>
        <source>MPS exists only in macOS wheels.</source>
        <translation>MPS gibt es nur in macOS-Wheels.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="38"/>
        <source>total_memory is in bytes; ÷ 1e9 gives decimal GB, more than the GiB on the box (24 GiB = 25.8 GB).</source>
        <translation>total_memory ist in Bytes; ÷ 1e9 ergibt dezimale GB, mehr als die GiB auf der Verpackung (24 GiB = 25,8 GB).</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="39"/>
        <source>There is no CUDA device to describe in a macOS wheel.</source>
        <translation>In einem macOS-Wheel gibt es kein CUDA-Gerät zu beschreiben.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="40"/>
        <source>Reading device properties starts CUDA, which needs the NVIDIA driver.</source>
        <translation>Das Lesen der Geräteeigenschaften startet CUDA, und das braucht den NVIDIA-Treiber.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="41"/>
        <source>A CPU-only wheel cannot describe a CUDA device, present or not.</source>
        <translation>Ein reines CPU-Wheel kann kein CUDA-Gerät beschreiben, ob vorhanden oder nicht.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="42"/>
        <source>CUDA is available, so the idiom picks it.</source>
        <translation>CUDA ist verfügbar, also wählt das Idiom es.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="43"/>
        <source>The idiom asks only about CUDA: the Mac&apos;s GPU is opt-in, through torch.backends.mps.is_available().</source>
        <translation>Das Idiom fragt nur nach CUDA: die GPU des Mac muss man ausdrücklich wählen, über torch.backends.mps.is_available().</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="44"/>
        <source>No driver, no CUDA device: the idiom falls back to the CPU and the script keeps running.</source>
        <translation>Kein Treiber, kein CUDA-Gerät: das Idiom fällt auf die CPU zurück und das Skript läuft weiter.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="45"/>
        <source>A CPU-only wheel never has CUDA: the idiom falls back to the CPU.</source>
        <translation>Ein reines CPU-Wheel hat nie CUDA: das Idiom fällt auf die CPU zurück.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="46"/>
        <source>&quot;cuda&quot; means the current CUDA device, which is index 0.</source>
        <translation>&quot;cuda&quot; bedeutet das aktuelle CUDA-Gerät, also Index 0.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="47"/>
        <source>The string &quot;cuda&quot; is hard-coded, and this build has no CUDA.</source>
        <translation>Die Zeichenkette &quot;cuda&quot; ist fest eingetragen, und dieser Build hat kein CUDA.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="48"/>
        <source>Move to the device the idiom picked: .to(device).</source>
        <translation>Auf das Gerät verschieben, das das Idiom gewählt hat: .to(device).</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="49"/>
        <source>Moving a tensor to &quot;cuda&quot; starts CUDA, which needs the NVIDIA driver.</source>
        <translation>Einen Tensor nach &quot;cuda&quot; zu verschieben startet CUDA, und das braucht den NVIDIA-Treiber.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="50"/>
        <source>A CPU-only wheel cannot create CUDA tensors.</source>
        <translation>Ein reines CPU-Wheel kann keine CUDA-Tensoren erzeugen.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="51"/>
        <source>synchronize() waits for all queued GPU work, so the print really comes after the kernel.</source>
        <translation>synchronize() wartet auf alle eingereihte GPU-Arbeit, also kommt die Ausgabe wirklich nach dem Kernel.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="52"/>
        <source>A CUDA barrier in a build without CUDA.</source>
        <translation>Eine CUDA-Barrier in einem Build ohne CUDA.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="53"/>
        <source>On a Mac wait with torch.mps.synchronize(); on the CPU nothing is needed.</source>
        <translation>Auf einem Mac mit torch.mps.synchronize() warten; auf der CPU ist nichts nötig.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="54"/>
        <source>The barrier starts CUDA, which needs the NVIDIA driver.</source>
        <translation>Die Barrier startet CUDA, und das braucht den NVIDIA-Treiber.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="55"/>
        <source>Synchronize only the backend you picked: skip it on the CPU.</source>
        <translation>Nur das gewählte Backend synchronisieren: auf der CPU entfällt es.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="31"/>
        <source>torch.version.cuda alone would print the wheel&apos;s CUDA version, but naming device 0 starts CUDA, and that needs the driver.</source>
        <translation>torch.version.cuda allein würde die CUDA-Version des Wheels ausgeben, aber Gerät 0 zu benennen startet CUDA, und das braucht den Treiber.</translation>
    </message>
</context>
<context>
    <name>Dispatch/sync</name>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="129"/>
        <source>Synchronize, per backend</source>
        <translation>Synchronisieren, je Backend</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="131"/>
        <source>CUDA first.</source>
        <translation>Zuerst CUDA.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="132"/>
        <source>Metal when there is no CUDA.</source>
        <translation>Metal, wenn es kein CUDA gibt.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="133"/>
        <source>Neither: the CPU.</source>
        <translation>Keines von beiden: die CPU.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="134"/>
        <source>The multiply was queued on the GPU; Python has control back before it finishes.</source>
        <translation>Die Multiplikation wurde auf der GPU eingereiht; Python hat die Kontrolle zurück, bevor sie fertig ist.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="135"/>
        <source>Queued for the Mac&apos;s GPU through Metal; Python continues at once.</source>
        <translation>Über Metal für die GPU des Mac eingereiht; Python macht sofort weiter.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="136"/>
        <source>On the CPU the call returns when the multiply is done.</source>
        <translation>Auf der CPU kehrt der Aufruf zurück, wenn die Multiplikation fertig ist.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="137"/>
        <source>Waits until the GPU has finished the multiply.</source>
        <translation>Wartet, bis die GPU die Multiplikation beendet hat.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="138"/>
        <source>The habit copied from a CUDA tutorial fails on a Mac.</source>
        <translation>Die aus einem CUDA-Tutorial übernommene Gewohnheit scheitert auf einem Mac.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="139"/>
        <source>if device.type == &quot;mps&quot;: torch.mps.synchronize()</source>
        <translation>if device.type == &quot;mps&quot;: torch.mps.synchronize()</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="140"/>
        <source>A CUDA barrier starts CUDA, which needs the driver.</source>
        <translation>Eine CUDA-Barrier startet CUDA, und das braucht den Treiber.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="141"/>
        <source>if device.type == &quot;cuda&quot;: torch.cuda.synchronize()</source>
        <translation>if device.type == &quot;cuda&quot;: torch.cuda.synchronize()</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="142"/>
        <source>A CUDA barrier in a build without CUDA.</source>
        <translation>Eine CUDA-Barrier in einem Build ohne CUDA.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="143"/>
        <source>The CUDA barrier, only where CUDA is the device.</source>
        <translation>Die CUDA-Barrier, nur wo CUDA das Gerät ist.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="144"/>
        <source>Skipped: the device is mps.</source>
        <translation>Übersprungen: das Gerät ist mps.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="145"/>
        <source>Skipped: the CPU needs no barrier.</source>
        <translation>Übersprungen: die CPU braucht keine Barrier.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="146"/>
        <source>Skipped: the device is cuda.</source>
        <translation>Übersprungen: das Gerät ist cuda.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="147"/>
        <source>Waits until Metal has finished the multiply.</source>
        <translation>Wartet, bis Metal die Multiplikation beendet hat.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="148"/>
        <source>.item() copies a number to the host, so it waits for the multiply too — a hidden synchronize.</source>
        <translation>.item() kopiert eine Zahl auf den Host, wartet also ebenfalls auf die Multiplikation — ein verstecktes synchronize.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="149"/>
        <source>On the CPU the value was ready when the multiply returned.</source>
        <translation>Auf der CPU war der Wert fertig, als die Multiplikation zurückkehrte.</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenariostrings.cpp" line="130"/>
        <source>A GPU call only queues its work, so a timer needs a wait: the barrier that matches the backend you picked.</source>
        <translation>Ein GPU-Aufruf reiht seine Arbeit nur ein, also braucht eine Stoppuhr ein Warten: die Barrier, die zum gewählten Backend passt.</translation>
    </message>
</context>
<context>
    <name>DispatchLabState</name>
    <message>
        <location filename="../core/dispatch/dispatchlabstate.cpp" line="82"/>
        <source>it names a scenario this lab does not have (&quot;%1&quot;)</source>
        <translation>er nennt ein Szenario, das dieses Lab nicht hat (&quot;%1&quot;)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/dispatchlabstate.cpp" line="143"/>
        <source>this lab has no scenarios</source>
        <translation>dieses Lab hat keine Szenarien</translation>
    </message>
    <message>
        <location filename="../core/dispatch/dispatchlabstate.cpp" line="149"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../core/dispatch/dispatchlabstate.cpp" line="150"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../core/dispatch/dispatchlabstate.cpp" line="151"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../core/dispatch/dispatchlabstate.cpp" line="152"/>
        <source>Laptop&apos;s PyTorch</source>
        <translation>PyTorch des Laptops</translation>
    </message>
    <message>
        <location filename="../core/dispatch/dispatchlabstate.cpp" line="159"/>
        <source>Line %1</source>
        <translation>Zeile %1</translation>
    </message>
</context>
<context>
    <name>DispatchLoader</name>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="29"/>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="35"/>
        <source>line %1 (%2)</source>
        <translation>Zeile %1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="48"/>
        <source>needs exactly one of &quot;output&quot; or &quot;error&quot; (or &quot;same_as&quot;)</source>
        <translation>braucht genau eines von &quot;output&quot; oder &quot;error&quot; (oder &quot;same_as&quot;)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="53"/>
        <source>&quot;output&quot; must be a string</source>
        <translation>&quot;output&quot; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="59"/>
        <source>a long or multi-line output needs a short &quot;label&quot; for the quiz</source>
        <translation>eine lange oder mehrzeilige Ausgabe braucht ein kurzes &quot;label&quot; für das Quiz</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="68"/>
        <source>an error needs a &quot;message&quot;</source>
        <translation>ein Fehler braucht eine &quot;message&quot;</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="72"/>
        <source>a Python error needs its exception &quot;type&quot;</source>
        <translation>ein Python-Fehler braucht den &quot;type&quot; seiner Ausnahme</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="76"/>
        <source>an error needs a &quot;fix&quot;</source>
        <translation>ein Fehler braucht eine &quot;fix&quot;</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="81"/>
        <source>needs a one-line &quot;why&quot;</source>
        <translation>braucht ein einzeiliges &quot;why&quot;</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="90"/>
        <source>line %1 is not an object</source>
        <translation>Zeile %1 ist kein Objekt</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="94"/>
        <source>line %1 has no &quot;code&quot;</source>
        <translation>Zeile %1 hat keinen &quot;code&quot;</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="101"/>
        <source>%1: unknown kind &quot;%2&quot; (shell or python)</source>
        <translation>%1: unbekannte Art „%2“ (shell oder python)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="108"/>
        <source>%1: unknown machine &quot;%2&quot; (expected %3)</source>
        <translation>%1: unbekannter Rechner „%2“ (erwartet %3)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="113"/>
        <source>%1: no output or error for machine &quot;%2&quot;</source>
        <translation>%1: keine Ausgabe und kein Fehler für den Rechner „%2“</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="120"/>
        <source>%1, machine &quot;%2&quot;: %3</source>
        <translation>%1, Rechner „%2“: %3</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="129"/>
        <source>%1, machine &quot;%2&quot;: &quot;same_as&quot; must name a machine with its own outcome, not &quot;%3&quot;</source>
        <translation>%1, Rechner „%2“: &quot;same_as&quot; muss einen Rechner mit eigenem Ergebnis nennen, nicht „%3“</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="155"/>
        <source>not valid JSON at %1: %2</source>
        <translation>kein gültiges JSON bei %1: %2</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="157"/>
        <source>the top level must be an object</source>
        <translation>die oberste Ebene muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="165"/>
        <source>no &quot;id&quot;</source>
        <translation>keine &quot;id&quot;</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="167"/>
        <source>no &quot;title&quot;</source>
        <translation>kein &quot;title&quot;</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="170"/>
        <source>no &quot;lines&quot; (a scenario needs at least one)</source>
        <translation>keine &quot;lines&quot; (ein Szenario braucht mindestens eine)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="186"/>
        <source>%1: no scenario files found</source>
        <translation>%1: keine Szenario-Dateien gefunden</translation>
    </message>
    <message>
        <location filename="../core/dispatch/scenarioloader.cpp" line="201"/>
        <source>%1: the id &quot;%2&quot; is used by another file</source>
        <translation>%1: die id „%2“ wird schon von einer anderen Datei benutzt</translation>
    </message>
</context>
<context>
    <name>KernelText</name>
    <message>
        <location filename="../core/kerneltext.cpp" line="15"/>
        <source>AVX-512 FMA loop</source>
        <translation>AVX-512-FMA-Schleife</translation>
    </message>
    <message>
        <location filename="../core/kerneltext.cpp" line="16"/>
        <source>AVX2 FMA loop</source>
        <translation>AVX2-FMA-Schleife</translation>
    </message>
    <message>
        <location filename="../core/kerneltext.cpp" line="17"/>
        <source>scalar loop</source>
        <translation>skalare Schleife</translation>
    </message>
    <message>
        <location filename="../core/kerneltext.cpp" line="18"/>
        <source>AVX512-BF16 vdpbf16ps loop</source>
        <translation>AVX512-BF16-Schleife mit vdpbf16ps</translation>
    </message>
    <message>
        <location filename="../core/kerneltext.cpp" line="41"/>
        <source>measured: %1, 1 thread</source>
        <translation>gemessen: %1, 1 Thread</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/kerneltext.cpp" line="42"/>
        <source>measured: %1, %n threads</source>
        <translation>
            <numerusform>gemessen: %1, %n Thread</numerusform>
            <numerusform>gemessen: %1, %n Threads</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/kerneltext.cpp" line="48"/>
        <source>STREAM triad a = b + s*c, 3 arrays x %1 MiB, 1 thread</source>
        <translation>STREAM-Triade a = b + s*c, 3 Arrays × %1 MiB, 1 Thread</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/kerneltext.cpp" line="49"/>
        <source>STREAM triad a = b + s*c, 3 arrays x %1 MiB, %n threads</source>
        <translation>
            <numerusform>STREAM-Triade a = b + s*c, 3 Arrays × %1 MiB, %n Thread</numerusform>
            <numerusform>STREAM-Triade a = b + s*c, 3 Arrays × %1 MiB, %n Threads</numerusform>
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
        <translation>true oder false</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="37"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="38"/>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="39"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="40"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="43"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="48"/>
        <source>it names a lab this GPU Lab does not have (&quot;%1&quot;; it has %2)</source>
        <translation>sie nennt ein Lab, das dieses GPU Lab nicht hat (&quot;%1&quot;; vorhanden: %2)</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="57"/>
        <source>the file is empty, so it holds no lab state</source>
        <translation>die Datei ist leer, enthält also keinen Lab-Zustand</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="61"/>
        <source>it is not a lab state: not valid JSON at byte %1 (%2), perhaps cut short</source>
        <translation>das ist kein Lab-Zustand: kein gültiges JSON bei Byte %1 (%2), vielleicht abgeschnitten</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="65"/>
        <source>it is not a lab state: the JSON is not an object</source>
        <translation>das ist kein Lab-Zustand: das JSON ist kein Objekt</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="70"/>
        <source>it is not a GPU Lab lab state (its &quot;format&quot; is not &quot;%1&quot;)</source>
        <translation>das ist kein Lab-Zustand von GPU Lab (sein &quot;format&quot; ist nicht &quot;%1&quot;)</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="78"/>
        <source>its &quot;version&quot; is not a whole number of %1 or more</source>
        <translation>sein &quot;version&quot; ist keine ganze Zahl ab %1</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="80"/>
        <source>it was made by a newer GPU Lab (version %1); this one reads version %2</source>
        <translation>er wurde von einem neueren GPU Lab erstellt (Version %1); dieses liest Version %2</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="89"/>
        <source>it has a field &quot;%1&quot; that version %2 does not have</source>
        <translation>er hat ein Feld &quot;%1&quot;, das Version %2 nicht kennt</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="97"/>
        <source>its &quot;lab&quot; should be text but is %1</source>
        <translation>sein &quot;lab&quot; müsste Text sein, ist aber %1</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="106"/>
        <source>it has both &quot;state&quot; and &quot;labs&quot;; a lab state has one or the other</source>
        <translation>er hat sowohl &quot;state&quot; als auch &quot;labs&quot;; ein Lab-Zustand hat nur eines von beiden</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="109"/>
        <source>it has a &quot;state&quot; but no &quot;lab&quot; saying which lab it belongs to</source>
        <translation>er hat ein &quot;state&quot;, aber kein &quot;lab&quot;, das sagt, zu welchem Lab er gehört</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="111"/>
        <source>its &quot;state&quot; should be an object but is %1</source>
        <translation>sein &quot;state&quot; müsste ein Objekt sein, ist aber %1</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="115"/>
        <source>its &quot;labs&quot; should be an object but is %1</source>
        <translation>sein &quot;labs&quot; müsste ein Objekt sein, ist aber %1</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="121"/>
        <source>the state of the %1 lab should be an object but is %2</source>
        <translation>der Zustand des Labs %1 müsste ein Objekt sein, ist aber %2</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="126"/>
        <source>its &quot;lab&quot; is %1, but &quot;labs&quot; holds no state for it</source>
        <translation>sein &quot;lab&quot; ist %1, aber &quot;labs&quot; enthält dafür keinen Zustand</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="128"/>
        <source>it holds no state (neither &quot;state&quot; nor &quot;labs&quot;)</source>
        <translation>er enthält keinen Zustand (weder &quot;state&quot; noch &quot;labs&quot;)</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="131"/>
        <source>its &quot;labs&quot; is empty, so it holds no state</source>
        <translation>sein &quot;labs&quot; ist leer, er enthält also keinen Zustand</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="138"/>
        <source>the %1 lab&apos;s state (version %2) cannot be read: %3</source>
        <translation>der Zustand des Labs %1 (Version %2) kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="154"/>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="159"/>
        <source>cannot be read (no such file)</source>
        <translation>lässt sich nicht lesen (keine solche Datei)</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="161"/>
        <source>cannot be read (not a regular file)</source>
        <translation>lässt sich nicht lesen (keine reguläre Datei)</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="163"/>
        <source>cannot be read (larger than %1 MiB, the limit for a lab state file)</source>
        <translation>lässt sich nicht lesen (größer als %1 MiB, die Grenze für eine Lab-Zustandsdatei)</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="170"/>
        <source>cannot be read (%1)</source>
        <translation>lässt sich nicht lesen (%1)</translation>
    </message>
    <message>
        <location filename="../core/labstate.cpp" line="201"/>
        <source>cannot be written (%1)</source>
        <translation>lässt sich nicht schreiben (%1)</translation>
    </message>
    <message>
        <location filename="../core/labstatereader.cpp" line="42"/>
        <location filename="../core/labstatereader.cpp" line="59"/>
        <source>its &quot;%1&quot; is outside %2 to %3</source>
        <translation>sein &quot;%1&quot; liegt außerhalb von %2 bis %3</translation>
    </message>
    <message>
        <location filename="../core/labstatereader.cpp" line="55"/>
        <source>its &quot;%1&quot; should be a whole number</source>
        <translation>sein &quot;%1&quot; müsste eine ganze Zahl sein</translation>
    </message>
    <message>
        <location filename="../core/labstatereader.cpp" line="38"/>
        <source>its &quot;%1&quot; should be a number</source>
        <translation>sein &quot;%1&quot; müsste eine Zahl sein</translation>
    </message>
    <message>
        <location filename="../core/labstatereader.cpp" line="70"/>
        <source>its &quot;%1&quot; should be true or false</source>
        <translation>sein &quot;%1&quot; müsste true oder false sein</translation>
    </message>
    <message>
        <location filename="../core/labstatereader.cpp" line="83"/>
        <source>its &quot;%1&quot; should be one of %2</source>
        <translation>sein &quot;%1&quot; müsste eines von %2 sein</translation>
    </message>
    <message>
        <location filename="../core/labstatereader.cpp" line="94"/>
        <source>its &quot;%1&quot; should be text</source>
        <translation>sein &quot;%1&quot; müsste Text sein</translation>
    </message>
    <message>
        <location filename="../core/labstatereader.cpp" line="102"/>
        <source>it has a setting &quot;%1&quot; that this lab does not have</source>
        <translation>er hat eine Einstellung &quot;%1&quot;, die dieses Lab nicht hat</translation>
    </message>
    <message>
        <location filename="../core/labcodec.cpp" line="62"/>
        <source>there is no %1 lab</source>
        <translation>es gibt kein Lab %1</translation>
    </message>
    <message>
        <location filename="../core/labcodec.cpp" line="72"/>
        <source>this lab keeps no settings</source>
        <translation>dieses Lab speichert keine Einstellungen</translation>
    </message>
</context>
<context>
    <name>Labs</name>
    <message>
        <location filename="../labs/labregistry.cpp" line="29"/>
        <source>Device report</source>
        <translation>Gerätebericht</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="30"/>
        <source>Verify your GPU: what nvidia-smi would say</source>
        <translation>Die GPU prüfen: was nvidia-smi sagen würde</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="32"/>
        <source>Throughput race</source>
        <translation>Durchsatz-Wettrennen</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="33"/>
        <source>CPU cores against GPU lanes on one matmul, simulated and measured</source>
        <translation>CPU-Kerne gegen GPU-Rechenwerke bei einer Matmul, simuliert und gemessen</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="35"/>
        <source>VRAM planner</source>
        <translation>VRAM-Planer</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="36"/>
        <source>Will it run, will it train: memory against the cards</source>
        <translation>Läuft es, trainiert es: Speicher gegen die Karten</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="38"/>
        <source>Cost calculator</source>
        <translation>Kostenrechner</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="39"/>
        <source>What a sweep costs, spot done properly, buy or rent</source>
        <translation>Was ein Sweep kostet, Spot richtig gerechnet, kaufen oder mieten</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="41"/>
        <source>Device dispatch</source>
        <translation>Geräteauswahl</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="42"/>
        <source>One script, four machines: what each line prints or raises</source>
        <translation>Ein Skript, vier Rechner: was jede Zeile ausgibt oder auslöst</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="44"/>
        <source>Timing pitfall</source>
        <translation>Messfalle</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="45"/>
        <source>Toggle synchronize() and watch a 1000× speedup melt to 24×</source>
        <translation>synchronize() umschalten und zusehen, wie eine 1000-fache Beschleunigung auf 24-fach schmilzt</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="47"/>
        <source>Class board</source>
        <translation>Klassentafel</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="48"/>
        <source>Every learner&apos;s measured machine side by side, for the projector</source>
        <translation>Die gemessenen Rechner aller Lernenden nebeneinander, für den Beamer</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="50"/>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <location filename="../labs/labregistry.cpp" line="51"/>
        <source>The lesson in six chapters, a quiz, flashcards and exercises</source>
        <translation>Die Lektion in sechs Kapiteln, ein Quiz, Lernkarten und Übungen</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="20"/>
        <source>the %1 run was interrupted</source>
        <translation>der Lauf auf %1 wurde unterbrochen</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="22"/>
        <source>the %1 run failed: %2</source>
        <translation>der Lauf auf %1 schlug fehl: %2</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="24"/>
        <source>the %1 run has no result</source>
        <translation>der Lauf auf %1 hat kein Ergebnis</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="27"/>
        <source>the %1 result is wrong: %2</source>
        <translation>das Ergebnis auf %1 ist falsch: %2</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="31"/>
        <source>the %1 run took no measurable time</source>
        <translation>der Lauf auf %1 dauerte keine messbare Zeit</translation>
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
        <translation>die beiden Läufe nutzten verschiedene Größen</translation>
    </message>
    <message>
        <location filename="../core/learn/exercisemath.cpp" line="19"/>
        <source>%1, %2 of GPU memory</source>
        <translation>%1, %2 GPU-Speicher</translation>
    </message>
    <message>
        <location filename="../core/learn/exercisemath.cpp" line="24"/>
        <source>no usable GPU (%1), so this machine&apos;s RAM: %2</source>
        <translation>keine nutzbare GPU (%1), also der RAM dieses Rechners: %2</translation>
    </message>
    <message>
        <location filename="../core/learn/exercisemath.cpp" line="48"/>
        <source>%L1 B</source>
        <translation>%L1 Mrd.</translation>
    </message>
    <message>
        <location filename="../core/learn/exercisemath.cpp" line="49"/>
        <source>%L1 M</source>
        <translation>%L1 Mio.</translation>
    </message>
    <message>
        <location filename="../core/learn/learncontent.cpp" line="33"/>
        <location filename="../core/learn/learncontent.cpp" line="45"/>
        <source>%1: cannot read it (%2)</source>
        <translation>%1: lässt sich nicht lesen (%2)</translation>
    </message>
    <message>
        <location filename="../core/learn/learncontent.cpp" line="51"/>
        <source>%1: not valid JSON at byte %2 (%3)</source>
        <translation>%1: kein gültiges JSON bei Byte %2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/learn/learncontent.cpp" line="56"/>
        <source>%1: no &quot;%2&quot; list</source>
        <translation>%1: keine Liste &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../core/learn/learncontent.cpp" line="69"/>
        <source>exercises.json: exercise &quot;%1&quot;: unknown measure &quot;%2&quot; (none, benchmark, memory)</source>
        <translation>exercises.json: Übung „%1“: unbekanntes Maß „%2“ (none, benchmark, memory)</translation>
    </message>
    <message>
        <location filename="../core/learn/learncontent.cpp" line="113"/>
        <source>chapters.json: chapter &quot;%1&quot; names no file</source>
        <translation>chapters.json: Kapitel „%1“ nennt keine Datei</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="29"/>
        <source>%1: an entry has no id</source>
        <translation>%1: ein Eintrag hat keine id</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="31"/>
        <source>%1: the id &quot;%2&quot; is used twice</source>
        <translation>%1: die id „%2“ kommt zweimal vor</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="40"/>
        <source>%1: the lab link names no lab</source>
        <translation>%1: der Lab-Link nennt kein Lab</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="42"/>
        <source>%1: the lab &quot;%2&quot; does not exist (labs: %3)</source>
        <translation>%1: das Lab „%2“ gibt es nicht (Labs: %3)</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="45"/>
        <source>%1: &quot;%2&quot; is not a preset name (lower case words joined by -)</source>
        <translation>%1: „%2“ ist kein Vorgabename (kleingeschriebene Wörter, mit - verbunden)</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="52"/>
        <source>chapter &quot;%1&quot;</source>
        <translation>Kapitel „%1“</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="54"/>
        <source>%1: no title</source>
        <translation>%1: kein Titel</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="56"/>
        <source>%1: the page %2 is empty</source>
        <translation>%1: die Seite %2 ist leer</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="59"/>
        <source>%1: the lab link has no text</source>
        <translation>%1: der Lab-Link hat keinen Text</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="63"/>
        <source>%1: the link to &quot;%2&quot; names no flashcard</source>
        <translation>%1: der Link auf „%2“ nennt keine Lernkarte</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="68"/>
        <source>%1: links go to term: or lab:, not &quot;%2:&quot;</source>
        <translation>%1: Links führen zu term: oder lab:, nicht zu „%2:“</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="78"/>
        <source>quiz.json: no questions</source>
        <translation>quiz.json: keine Fragen</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="80"/>
        <source>question &quot;%1&quot;</source>
        <translation>Frage „%1“</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="82"/>
        <source>%1: no question text</source>
        <translation>%1: kein Fragetext</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="84"/>
        <source>%1: %2 choices, needs %3</source>
        <translation>%1: %2 Antworten, braucht %3</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="89"/>
        <source>%1: a choice has no text</source>
        <translation>%1: eine Antwort hat keinen Text</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="92"/>
        <source>%1: %2 correct choices, needs exactly one</source>
        <translation>%1: %2 richtige Antworten, braucht genau eine</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="94"/>
        <source>%1: no explanation</source>
        <translation>%1: keine Erklärung</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="96"/>
        <source>%1: the chapter &quot;%2&quot; does not exist</source>
        <translation>%1: das Kapitel „%2“ gibt es nicht</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="108"/>
        <source>glossary.json: the glossary term &quot;%1&quot; has no card</source>
        <translation>glossary.json: der Glossarbegriff „%1“ hat keine Karte</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="110"/>
        <source>card &quot;%1&quot;</source>
        <translation>Karte „%1“</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="112"/>
        <source>%1: not a term of the glossary</source>
        <translation>%1: kein Begriff des Glossars</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="114"/>
        <source>%1: needs a term and a meaning</source>
        <translation>%1: braucht einen Begriff und eine Bedeutung</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="117"/>
        <source>%1: the pattern &quot;%2&quot; is not a valid expression</source>
        <translation>%1: das Muster „%2“ ist kein gültiger Ausdruck</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="121"/>
        <source>%1: the pattern does not match the term itself</source>
        <translation>%1: das Muster passt nicht auf den Begriff selbst</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="136"/>
        <source>chapter &quot;%1&quot;: the first use of &quot;%2&quot; (&quot;%3&quot;) is not a link to its card</source>
        <translation>Kapitel „%1“: die erste Verwendung von „%2“ („%3“) ist kein Link auf ihre Karte</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="140"/>
        <source>%1: no chapter links to it</source>
        <translation>%1: kein Kapitel verlinkt darauf</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="148"/>
        <source>exercises.json: no exercises</source>
        <translation>exercises.json: keine Übungen</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="153"/>
        <source>exercise &quot;%1&quot;: needs a title, a task, a &quot;try first&quot; and a worked answer</source>
        <translation>Übung „%1“: braucht einen Titel, eine Aufgabe, ein „erst selbst versuchen“ und eine ausgearbeitete Lösung</translation>
    </message>
    <message>
        <location filename="../core/learn/learnvalidation.cpp" line="163"/>
        <source>chapters.json: no chapters</source>
        <translation>chapters.json: keine Kapitel</translation>
    </message>
    <message>
        <location filename="../core/learn/quizmodel.cpp" line="22"/>
        <source>there is no question &quot;%1&quot;</source>
        <translation>es gibt keine Frage „%1“</translation>
    </message>
    <message>
        <location filename="../core/learn/quizmodel.cpp" line="27"/>
        <source>choice %1 does not exist (the question has %2)</source>
        <translation>Antwort %1 gibt es nicht (die Frage hat %2)</translation>
    </message>
    <message>
        <location filename="../core/learn/quizmodel.cpp" line="34"/>
        <source>already answered; reset the quiz to try again</source>
        <translation>schon beantwortet; setzen Sie das Quiz zurück, um es noch einmal zu versuchen</translation>
    </message>
    <message>
        <location filename="../core/learn/quizmodel.cpp" line="59"/>
        <source>%1 / %2 answered · %3 correct</source>
        <translation>%1 / %2 beantwortet · %3 richtig</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="29"/>
        <source>the %1 result was not verified</source>
        <translation>das Ergebnis auf %1 wurde nicht geprüft</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="87"/>
        <source>This ratio is large, but it is honest: both sides were warmed up and every timed run waited for its multiply to finish before the clock stopped. It is real width — in fp32, a large GPU against a CPU with two cores can be a few hundred times faster. Keep the three-digit warning for numbers from your own script, until you have checked that it synchronizes.</source>
        <translation>Dieses Verhältnis ist groß, aber ehrlich: beide Seiten wurden aufgewärmt, und jeder gemessene Lauf wartete auf das Ende seiner Multiplikation, bevor die Uhr stoppte. Es ist echte Breite — in fp32 kann eine große GPU gegen eine CPU mit zwei Kernen einige hundert Mal schneller sein. Behalten Sie die Warnung bei dreistelligen Werten für Zahlen aus Ihrem eigenen Skript, bis Sie geprüft haben, dass es synchronisiert.</translation>
    </message>
    <message>
        <location filename="../core/lessonbenchmark.cpp" line="92"/>
        <source>Three digits or more, from runs whose timing nobody checked: distrust it and look for a missing barrier.</source>
        <translation>Drei Stellen oder mehr, aus Läufen, deren Zeitmessung niemand geprüft hat: misstrauen Sie dem Wert und suchen Sie nach einer fehlenden Barrier.</translation>
    </message>
</context>
<context>
    <name>LearnLabState</name>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="37"/>
        <source>Chapters</source>
        <translation>Kapitel</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="38"/>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="39"/>
        <source>Flashcards</source>
        <translation>Lernkarten</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="40"/>
        <source>Exercises</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="117"/>
        <source>the lesson has no chapters</source>
        <translation>die Lektion hat keine Kapitel</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="134"/>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="135"/>
        <source>Chapter</source>
        <translation>Kapitel</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="136"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="137"/>
        <source>Its lab</source>
        <translation>Sein Lab</translation>
    </message>
    <message>
        <location filename="../core/learn/learnlabstate.cpp" line="140"/>
        <source>%1, preset %2</source>
        <translation>%1, Vorgabe %2</translation>
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
        <translation>unbekannte Protokollstufe „%1“ (trace, debug, info, warn, error, critical oder off verwenden)</translation>
    </message>
    <message>
        <location filename="../app/logging.cpp" line="101"/>
        <source>the log (%1)</source>
        <translation>das Protokoll (%1)</translation>
    </message>
    <message>
        <location filename="../app/logging.cpp" line="104"/>
        <source>the settings (%1)</source>
        <translation>die Einstellungen (%1)</translation>
    </message>
    <message>
        <location filename="../app/logging.cpp" line="107"/>
        <source>cannot write %1: check that HOME (%2) exists and is writable; nothing will be remembered after GPU Lab closes</source>
        <translation>%1 lässt sich nicht schreiben: prüfen Sie, ob HOME (%2) existiert und beschreibbar ist; nach dem Schließen von GPU Lab bleibt nichts gespeichert</translation>
    </message>
    <message>
        <location filename="../app/logging.cpp" line="109"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../app/logging.cpp" line="112"/>
        <source>the settings file %1 could not be read; the defaults are used and the file is left as it is until you change a setting</source>
        <translation>die Einstellungsdatei %1 ließ sich nicht lesen; es gelten die Standardwerte, und die Datei bleibt unverändert, bis Sie eine Einstellung ändern</translation>
    </message>
</context>
<context>
    <name>MachineLoad</name>
    <message>
        <location filename="../core/machineload.cpp" line="116"/>
        <source>busy machine: the measuring threads waited %1 % of their time for a free core (load average %2), so this time is too long — small sizes suffer most</source>
        <translation>ausgelasteter Rechner: die Mess-Threads warteten %1 % ihrer Zeit auf einen freien Kern (Load Average %2), diese Zeit ist also zu lang — kleine Größen trifft es am stärksten</translation>
    </message>
    <message>
        <location filename="../core/machineload.cpp" line="119"/>
        <source>busy machine: the measuring threads waited %1 % of their time for a free core, so this time is too long — small sizes suffer most</source>
        <translation>ausgelasteter Rechner: die Mess-Threads warteten %1 % ihrer Zeit auf einen freien Kern, diese Zeit ist also zu lang — kleine Größen trifft es am stärksten</translation>
    </message>
    <message>
        <location filename="../core/machineload.cpp" line="124"/>
        <source>measured while GPU Lab&apos;s own window was busy (it used %1 % of a core), which took time from the measurement</source>
        <translation>gemessen, während das eigene Fenster von GPU Lab beschäftigt war (es belegte %1 % eines Kerns), was der Messung Zeit wegnahm</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../app/main.cpp" line="272"/>
        <source>unknown lab &quot;%1&quot; (labs: %2)</source>
        <translation>unbekanntes Lab „%1“ (Labs: %2)</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="77"/>
        <source>--open needs a lab state file (.gpulab)</source>
        <translation>--open braucht eine Lab-Zustandsdatei (.gpulab)</translation>
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
        <translation>GPU Lab %1 — warum Deep-Learning-Training auf GPUs läuft.

Aufruf:
  gpulab [--lab NAME] [--log-level LEVEL]   die App öffnen (Labs: %2)
  gpulab probe [--json]                     was nvidia-smi und PyTorch hier melden würden
  gpulab bench [--size N | --sizes a,b,...] [--backend ID] [--repeats R] [--warmup W] [--no-sync]
               [--json] [--save FILE [--nickname NAME]]
                                            der Matmul-Benchmark der Lektion, CPU gegen GPU
  gpulab plan [--params 7B | --preset NAME] [--weights fp16] [--mode train] [--optimizer adam]
              [--batch N --seq S --checkpointing --accum K --shard zero3 --gpus N --lora-rank r] [--json]
                                            der VRAM, den ein Modell braucht, gegen die Karten
  gpulab cost --card ID [--hours H --runs N --spot --interrupt-rate R --checkpoint-min M
              --restart-min M --cap DOLLARS --idle-hours H --rates FILE
              --model PRESET --mode MODE] [--json]
                                            was ein Trainings-Sweep kostet, On-Demand oder Spot
  gpulab [--open FILE] figures --lab NAME [--json]
                                            die Zahlen eines Labs, für seine Vorgaben oder FILE
  gpulab board FILES|DIR [--json | --csv]   die Klassentafel: gespeicherte Ergebnisse der Lernenden nebeneinander
  gpulab screenshot --out DIR [--panel NAME] [--size WxH] [--text-scale S]
                                            jedes Panel nach DIR/&lt;panel&gt;.png zeichnen
  gpulab COMMAND --help                     die Optionen eines Befehls
  --lang en|de|hi                           bei jedem Befehl: die Sprache seiner Texte und Zahlen

Rückgabewert: 0 erledigt, 1 die Arbeit schlug fehl (falsches Ergebnis, unterbrochen), 2 fehlerhafte Eingabe.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="123"/>
        <source>This build has no window (configured with -DGPULAB_GUI=OFF): `gpulab` on its own and `gpulab screenshot` are not in it.</source>
        <translation>Dieser Build hat kein Fenster (konfiguriert mit -DGPULAB_GUI=OFF): `gpulab` allein und `gpulab screenshot` sind nicht enthalten.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="183"/>
        <source>is not a folder</source>
        <translation>ist kein Ordner</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="184"/>
        <source>belongs to another user</source>
        <translation>gehört einem anderen Benutzer</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="186"/>
        <source>is not a private folder (permissions %1, not 0700)</source>
        <translation>ist kein privater Ordner (Rechte %1, nicht 0700)</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="190"/>
        <source>XDG_RUNTIME_DIR (%1) %2; using %3 instead</source>
        <translation>XDG_RUNTIME_DIR (%1) %2; stattdessen wird %3 verwendet</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="201"/>
        <source>this build has no GUI (configured with -DGPULAB_GUI=OFF): the window and screenshot are not in it; use gpulab probe, bench, plan or cost</source>
        <translation>dieser Build hat keine GUI (konfiguriert mit -DGPULAB_GUI=OFF): Fenster und Screenshot sind nicht enthalten; verwenden Sie gpulab probe, bench, plan oder cost</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="267"/>
        <source>unknown command &quot;%1&quot; (commands: %2)</source>
        <translation>unbekannter Befehl „%1“ (Befehle: %2)</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="275"/>
        <source>no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set, e.g. over SSH); without one use the command line (gpulab probe, bench, plan, cost), render the panels with gpulab screenshot --out DIR, or set QT_QPA_PLATFORM=offscreen</source>
        <translation>kein Bildschirm, auf dem sich das Fenster öffnen ließe (DISPLAY und WAYLAND_DISPLAY sind nicht gesetzt, z. B. über SSH); ohne einen nutzen Sie die Kommandozeile (gpulab probe, bench, plan, cost), zeichnen die Panels mit gpulab screenshot --out DIR oder setzen QT_QPA_PLATFORM=offscreen</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="372"/>
        <source>--open is for the window, gpulab screenshot and gpulab figures; the other commands have no labs to open</source>
        <translation>--open gilt für das Fenster, gpulab screenshot und gpulab figures; die anderen Befehle haben keine Labs zum Öffnen</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="386"/>
        <source>unknown command &quot;%1&quot; (commands: %2; see gpulab --help)</source>
        <translation>unbekannter Befehl „%1“ (Befehle: %2; siehe gpulab --help)</translation>
    </message>
    <message>
        <location filename="../app/language.cpp" line="51"/>
        <source>--lang needs a language (%1)</source>
        <translation>--lang braucht eine Sprache (%1)</translation>
    </message>
    <message>
        <location filename="../app/language.cpp" line="65"/>
        <source>unknown language &quot;%1&quot; for --lang (languages: %2)</source>
        <translation>unbekannte Sprache „%1“ für --lang (Sprachen: %2)</translation>
    </message>
</context>
<context>
    <name>MemoryGuard</name>
    <message>
        <location filename="../core/memoryguard.cpp" line="17"/>
        <source>matrix size must be at least 1 (got %1)</source>
        <translation>die Matrixgröße muss mindestens 1 sein (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../core/memoryguard.cpp" line="20"/>
        <source>n = %1 needs %2 for A, B and C (3·n²·4 bytes), but only %3 of %4 is available</source>
        <translation>n = %1 braucht %2 für A, B und C (3·n²·4 Bytes), aber nur %3 von %4 sind verfügbar</translation>
    </message>
    <message>
        <location filename="../core/memoryguard.cpp" line="31"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location filename="../core/memoryguard.cpp" line="44"/>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <location filename="../core/memoryguard.cpp" line="36"/>
        <source>the address space left under this process&apos;s limit (ulimit -v %1)</source>
        <translation>der Adressraum, der unter der Grenze dieses Prozesses übrig ist (ulimit -v %1)</translation>
    </message>
</context>
<context>
    <name>PythonJob</name>
    <message>
        <location filename="../core/torch/pythonjob.cpp" line="118"/>
        <source>%1 could not be started: %2</source>
        <translation>%1 ließ sich nicht starten: %2</translation>
    </message>
    <message>
        <location filename="../core/torch/pythonjob.cpp" line="198"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../core/torch/pythonjob.cpp" line="202"/>
        <source>no answer within %1 s: stopped</source>
        <translation>keine Antwort innerhalb von %1 s: beendet</translation>
    </message>
    <message>
        <location filename="../core/torch/pythonjob.cpp" line="206"/>
        <source>the interpreter stopped abnormally (a crash, or the memory cap)</source>
        <translation>der Interpreter endete abnormal (ein Absturz oder die Speichergrenze)</translation>
    </message>
    <message>
        <location filename="../core/torch/pythonjob.cpp" line="207"/>
        <source>the interpreter stopped abnormally: %1</source>
        <translation>der Interpreter endete abnormal: %1</translation>
    </message>
    <message>
        <location filename="../core/torch/pythonjob.cpp" line="210"/>
        <source>the interpreter exited with status %1</source>
        <translation>der Interpreter endete mit Status %1</translation>
    </message>
    <message>
        <location filename="../core/torch/pythonjob.cpp" line="212"/>
        <source>the interpreter printed no answer GPU Lab could read</source>
        <translation>der Interpreter gab keine Antwort aus, die GPU Lab lesen konnte</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <location filename="../app/qtstrings.cpp" line="15"/>
        <source>Usage: %1</source>
        <translation>Aufruf: %1</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="16"/>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="17"/>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="18"/>
        <source>[options]</source>
        <translation>[Optionen]</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="19"/>
        <source>Unknown option &apos;%1&apos;.</source>
        <translation>Unbekannte Option „%1“.</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="20"/>
        <source>Unknown options: %1.</source>
        <translation>Unbekannte Optionen: %1.</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="21"/>
        <source>Missing value after &apos;%1&apos;.</source>
        <translation>Nach „%1“ fehlt ein Wert.</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="22"/>
        <source>Unexpected value after &apos;%1&apos;.</source>
        <translation>Unerwarteter Wert nach „%1“.</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="23"/>
        <source>Displays help on commandline options.</source>
        <translation>Zeigt die Hilfe zu den Optionen an.</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="24"/>
        <source>Displays help including Qt specific options.</source>
        <translation>Zeigt die Hilfe einschließlich der Qt-eigenen Optionen an.</translation>
    </message>
    <message>
        <location filename="../app/qtstrings.cpp" line="25"/>
        <source>Displays version information.</source>
        <translation>Zeigt die Versionsangaben an.</translation>
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
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="121"/>
        <source>yyyy-MM-dd</source>
        <comment>how the date of the example rates is written (a QDate format)</comment>
        <translation>d. MMMM yyyy</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="128"/>
        <source>Example rates for teaching, not quotes: prices change by provider, region and month.</source>
        <translation>Beispielpreise für den Unterricht, keine Angebote: Preise ändern sich je nach Anbieter, Region und Monat.</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="130"/>
        <source>T4-class</source>
        <translation>T4-Klasse</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="132"/>
        <source>A10 / L4-class</source>
        <translation>A10 / L4-Klasse</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="137"/>
        <source>A100 80 GB-class</source>
        <translation>A100-80-GB-Klasse</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="145"/>
        <source>the table has no card classes</source>
        <translation>die Tabelle hat keine Kartenklassen</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="151"/>
        <source>class %1</source>
        <translation>Klasse %1</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="151"/>
        <location filename="../core/cost/ratetable.cpp" line="176"/>
        <source>class &quot;%1&quot;</source>
        <translation>Klasse „%1“</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="153"/>
        <source>%1: id must not be empty</source>
        <translation>%1: die id darf nicht leer sein</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="155"/>
        <source>%1: id must be one word of letters, digits and - _ . + (no spaces, invisible or control characters)</source>
        <translation>%1: die ID muss ein Wort aus Buchstaben, Ziffern und - _ . + sein (keine Leerzeichen, unsichtbaren oder Steuerzeichen)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="159"/>
        <source>%1: id appears twice</source>
        <translation>%1: die id kommt zweimal vor</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="179"/>
        <source>%1: each alias must be one word of letters, digits and - _ . +</source>
        <translation>%1: jeder Alias muss ein Wort aus Buchstaben, Ziffern und - _ . + sein</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="181"/>
        <source>%1: alias &quot;%2&quot; is already the name of a class</source>
        <translation>%1: der Alias „%2“ ist schon der Name einer Klasse</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="197"/>
        <source>%1: not valid JSON (%2)</source>
        <translation>%1: kein gültiges JSON (%2)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="201"/>
        <source>%1: the top level must be an object</source>
        <translation>%1: die oberste Ebene muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="206"/>
        <source>%1: &quot;format&quot; must be &quot;%2&quot;</source>
        <translation>%1: &quot;format&quot; muss &quot;%2&quot; sein</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="210"/>
        <source>%1: unsupported &quot;version&quot; (this program reads version %2)</source>
        <translation>%1: nicht unterstützte &quot;version&quot; (dieses Programm liest Version %2)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="217"/>
        <source>%1: &quot;classes&quot; must be a list</source>
        <translation>%1: &quot;classes&quot; muss eine Liste sein</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="229"/>
        <source>%1: each class must be an object</source>
        <translation>%1: jede Klasse muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="235"/>
        <source>%1: &quot;%2&quot; must be text</source>
        <translation>%1: &quot;%2&quot; muss Text sein</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="241"/>
        <source>%1: &quot;%2&quot; must be a number</source>
        <translation>%1: &quot;%2&quot; muss eine Zahl sein</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="252"/>
        <location filename="../core/cost/ratetable.cpp" line="257"/>
        <source>%1: &quot;aliases&quot; must be a list of words</source>
        <translation>%1: „aliases“ muss eine Liste von Wörtern sein</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="319"/>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: lässt sich nicht lesen (%2)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="360"/>
        <source>%1: cannot be written (%2)</source>
        <translation>%1: lässt sich nicht schreiben (%2)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="162"/>
        <source>%1: name must not contain control characters (line breaks, tabs)</source>
        <translation>%1: der Name darf keine Steuerzeichen enthalten (Zeilenumbrüche, Tabulatoren)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="164"/>
        <source>%1: vram_gb must be a number &gt; 0 and at most %2</source>
        <translation>%1: vram_gb muss eine Zahl &gt; 0 und höchstens %2 sein</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="167"/>
        <source>%1: on_demand_per_hour must be a number &gt; 0 and at most %2</source>
        <translation>%1: on_demand_per_hour muss eine Zahl &gt; 0 und höchstens %2 sein</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="170"/>
        <source>%1: spot_per_hour must be a number &gt; 0 and at most %2</source>
        <translation>%1: spot_per_hour muss eine Zahl &gt; 0 und höchstens %2 sein</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="301"/>
        <source>no rates file name given</source>
        <translation>kein Name einer Preisdatei angegeben</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="306"/>
        <source>%1: cannot be read (no such file)</source>
        <translation>%1: lässt sich nicht lesen (keine solche Datei)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="308"/>
        <source>%1: cannot be read (not a regular file)</source>
        <translation>%1: lässt sich nicht lesen (keine reguläre Datei)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetable.cpp" line="310"/>
        <source>%1: cannot be read (larger than %2 MiB, the limit for a rates file)</source>
        <translation>%1: lässt sich nicht lesen (größer als %2 MiB, die Grenze für eine Preisdatei)</translation>
    </message>
</context>
<context>
    <name>RealRun</name>
    <message>
        <location filename="../core/dispatch/realrun.cpp" line="97"/>
        <source>a shell line: run it in a terminal</source>
        <translation>eine Shell-Zeile: im Terminal ausführen</translation>
    </message>
    <message>
        <location filename="../core/dispatch/realrun.cpp" line="107"/>
        <source>not reached: the run stopped before this line</source>
        <translation>nicht erreicht: der Lauf brach vor dieser Zeile ab</translation>
    </message>
    <message>
        <location filename="../core/dispatch/realrun.cpp" line="116"/>
        <source>the prediction names a card this machine does not have</source>
        <translation>die Vorhersage nennt eine Karte, die dieser Rechner nicht hat</translation>
    </message>
    <message>
        <location filename="../core/dispatch/realrun.cpp" line="126"/>
        <source>GPU Lab, device dispatch: &quot;%1&quot; run in %2 (Python %3, %4)</source>
        <translation>GPU Lab, Geräteauswahl: &quot;%1&quot; ausgeführt in %2 (Python %3, %4)</translation>
    </message>
    <message>
        <location filename="../core/dispatch/realrun.cpp" line="135"/>
        <source>   GPU Lab predicts: %1</source>
        <translation>   GPU Lab sagt voraus: %1</translation>
    </message>
    <message>
        <location filename="../core/dispatch/realrun.cpp" line="138"/>
        <source>   PyTorch printed:  %1</source>
        <translation>   PyTorch gab aus:     %1</translation>
    </message>
    <message>
        <location filename="../core/dispatch/realrun.cpp" line="138"/>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
</context>
<context>
    <name>ResultsFile</name>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="135"/>
        <source>The key &quot;%1&quot; is not part of a results file.</source>
        <translation>Der Schlüssel „%1“ gehört nicht zu einer Ergebnisdatei.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="141"/>
        <source>The key &quot;%1&quot; is missing.</source>
        <translation>Der Schlüssel „%1“ fehlt.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="152"/>
        <source>&quot;%1&quot; must be a number.</source>
        <translation>„%1“ muss eine Zahl sein.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="157"/>
        <source>&quot;%1&quot; must be a number from %2 to %3.</source>
        <translation>„%1“ muss eine Zahl von %2 bis %3 sein.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="170"/>
        <source>&quot;%1&quot; must be a whole number.</source>
        <translation>„%1“ muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="180"/>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation>„%1“ muss true oder false sein.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="190"/>
        <source>&quot;%1&quot; must be text.</source>
        <translation>„%1“ muss Text sein.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="195"/>
        <source>&quot;%1&quot; is longer than %2 characters.</source>
        <translation>„%1“ ist länger als %2 Zeichen.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="200"/>
        <source>&quot;%1&quot; holds a control character.</source>
        <translation>„%1“ enthält ein Steuerzeichen.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="210"/>
        <location filename="../core/board/resultsfile.cpp" line="234"/>
        <source>&quot;%1&quot; must be an object.</source>
        <translation>„%1“ muss ein Objekt sein.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="220"/>
        <source>&quot;%1&quot; must be a list.</source>
        <translation>„%1“ muss eine Liste sein.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="225"/>
        <source>&quot;%1&quot; holds more than %2 entries.</source>
        <translation>„%1“ enthält mehr als %2 Einträge.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="314"/>
        <source>&quot;%1&quot; must be passed, failed or not_checked.</source>
        <translation>„%1“ muss passed, failed oder not_checked sein.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="348"/>
        <source>The sizes in &quot;%1&quot; must rise from point to point.</source>
        <translation>Die Größen in „%1“ müssen von Punkt zu Punkt steigen.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="453"/>
        <source>The file is larger than 1 MiB, more than any results file.</source>
        <translation>Die Datei ist größer als 1 MiB, mehr als jede Ergebnisdatei.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="458"/>
        <source>The file is not JSON (%1 at byte %2).</source>
        <translation>Die Datei ist kein JSON (%1 bei Byte %2).</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="460"/>
        <location filename="../core/board/resultsfile.cpp" line="467"/>
        <source>The file is not a GPU Lab results file.</source>
        <translation>Die Datei ist keine Ergebnisdatei von GPU Lab.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="470"/>
        <source>The results file has no valid version number.</source>
        <translation>Die Ergebnisdatei hat keine gültige Versionsnummer.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="472"/>
        <source>The results file is of version %1, newer than this GPU Lab reads (%2); a newer GPU Lab opens it.</source>
        <translation>Die Ergebnisdatei hat Version %1, neuer als dieses GPU Lab liest (%2); ein neueres GPU Lab öffnet sie.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="488"/>
        <source>&quot;created&quot; must be a date and time such as 2026-03-01T10:15:00Z.</source>
        <translation>„created“ muss ein Datum mit Uhrzeit sein, etwa 2026-03-01T10:15:00Z.</translation>
    </message>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="508"/>
        <location filename="../core/board/resultsfile.cpp" line="511"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 lässt sich nicht schreiben: %2</translation>
    </message>
</context>
<context>
    <name>Roofline</name>
    <message>
        <location filename="../core/throughput/roofline.cpp" line="84"/>
        <source>Here the bf16 roof is lower than the fp32 one: this CPU has no matrix unit for bf16 (AMX), so bf16 brings it no extra arithmetic per cycle. Where it has no bf16 instructions at all, oneDNN widens each bf16 number to fp32, multiplies in fp32 and rounds back, paying for the conversions on top. So on this CPU bf16 halves the bytes moved, not the work. It is fast on hardware with units built for it: AMX on recent Xeons, and the tensor cores of GPUs, where 16-bit matmuls run several times faster than fp32.</source>
        <translation>Hier liegt das bf16-Dach unter dem fp32-Dach: diese CPU hat kein Matrix-Rechenwerk für bf16 (AMX), also bringt bf16 ihr pro Takt keine zusätzliche Rechenleistung. Wo sie gar keine bf16-Befehle hat, erweitert oneDNN jede bf16-Zahl auf fp32, multipliziert in fp32 und rundet zurück und zahlt die Umwandlungen obendrauf. Auf dieser CPU halbiert bf16 also die bewegten Bytes, nicht die Arbeit. Schnell ist bf16 auf Hardware mit Rechenwerken dafür: AMX auf neueren Xeons und die Tensor-Kerne von GPUs, wo 16-Bit-Matmuls um ein Mehrfaches schneller laufen als fp32.</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <location filename="../app/screenshot.cpp" line="46"/>
        <source>Render each lab panel offscreen to DIR/&lt;panel&gt;.png, in a window of --size pixels (default 1600x1000) with text at --text-scale (default 1.0, as View › Larger text), in projector mode with --projector.</source>
        <translation>Jedes Lab-Panel offscreen nach DIR/&lt;panel&gt;.png zeichnen, in einem Fenster von --size Pixeln (Standard 1600x1000), mit Text in --text-scale (Standard 1.0, wie Ansicht › Größere Schrift), mit --projector im Beamer-Modus.</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="51"/>
        <source>Folder to write the PNG files to (created if missing).</source>
        <translation>Ordner, in den die PNG-Dateien geschrieben werden (wird bei Bedarf angelegt).</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="55"/>
        <source>Only this panel: %1.</source>
        <translation>Nur dieses Panel: %1.</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="57"/>
        <source>Log level on stderr.</source>
        <translation>Protokollstufe auf stderr.</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="70"/>
        <source>Projector mode, as View › Projector mode (F5): light high-contrast colours, text 1.5 times as large, thick chart lines. The stored setting is neither read nor changed.</source>
        <translation>Beamer-Modus, wie Ansicht › Beamer-Modus (F5): helle Farben mit hohem Kontrast, 1,5-mal so große Schrift, dicke Diagrammlinien. Die gespeicherte Einstellung wird weder gelesen noch geändert.</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="74"/>
        <source>Render with a dark palette, as on a desktop set to a dark theme (projector mode stays light).</source>
        <translation>Mit dunkler Farbpalette zeichnen, wie auf einem Desktop mit dunklem Thema (der Beamer-Modus bleibt hell).</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="85"/>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="87"/>
        <source>unknown log level &quot;%1&quot;</source>
        <translation>unbekannte Protokollstufe „%1“</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="89"/>
        <source>screenshot needs --out DIR</source>
        <translation>screenshot braucht --out DIR</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="118"/>
        <source>unknown panel &quot;%1&quot; (panels: %2)</source>
        <translation>unbekanntes Panel „%1“ (Panels: %2)</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="133"/>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 lässt sich nicht anlegen</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="173"/>
        <source>could not encode the %1 panel as PNG</source>
        <translation>das Panel %1 konnte nicht als PNG kodiert werden</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="185"/>
        <source>could not write %1: %2</source>
        <translation>%1 ließ sich nicht schreiben: %2</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="61"/>
        <source>Window size in pixels, WIDTHxHEIGHT, at least %1x%2.</source>
        <translation>Fenstergröße in Pixeln, BREITExHÖHE, mindestens %1x%2.</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="65"/>
        <source>Text size as a factor of the normal size, %1 to %2.</source>
        <translation>Textgröße als Faktor der normalen Größe, %1 bis %2.</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="98"/>
        <source>--size wants WIDTHxHEIGHT between %1x%2 and %3x%3, not &quot;%4&quot;</source>
        <translation>--size erwartet BREITExHÖHE zwischen %1x%2 und %3x%3, nicht „%4“</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="107"/>
        <source>--text-scale wants a number from %1 to %2, not &quot;%3&quot;</source>
        <translation>--text-scale erwartet eine Zahl von %1 bis %2, nicht „%3“</translation>
    </message>
    <message>
        <location filename="../app/screenshot.cpp" line="138"/>
        <source>cannot write to the folder %1 (%2)</source>
        <translation>in den Ordner %1 lässt sich nicht schreiben (%2)</translation>
    </message>
</context>
<context>
    <name>Sweep</name>
    <message>
        <location filename="../core/throughput/sweep.cpp" line="38"/>
        <source>&quot;%1&quot; is not a matrix size from 1 to %2</source>
        <translation>„%1“ ist keine Matrixgröße von 1 bis %2</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweep.cpp" line="47"/>
        <source>give at least one matrix size, e.g. 64, 128, 256</source>
        <translation>mindestens eine Matrixgröße angeben, z. B. 64, 128, 256</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweep.cpp" line="84"/>
        <source>naive CPU loop stops at n = %1 (%2 larger sizes skipped: one thread would need minutes for each)</source>
        <translation>die naive CPU-Schleife endet bei n = %1 (%2 größere Größen übersprungen: ein Thread bräuchte für jede Minuten)</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweep.cpp" line="216"/>
        <location filename="../core/throughput/sweep.cpp" line="219"/>
        <source>cannot write %1: %2</source>
        <translation>%1 lässt sich nicht schreiben: %2</translation>
    </message>
</context>
<context>
    <name>ThroughputLab</name>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="55"/>
        <source>&quot;%1&quot; should be a number</source>
        <translation>„%1“ müsste eine Zahl sein</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="58"/>
        <source>&quot;%1&quot; is not a finite number</source>
        <translation>„%1“ ist keine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="60"/>
        <source>&quot;%1&quot; should be a whole number but is %2</source>
        <translation>„%1“ müsste eine ganze Zahl sein, ist aber %2</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="63"/>
        <source>&quot;%1&quot; is %2, outside its range %3 … %4</source>
        <translation>„%1“ ist %2 und liegt außerhalb seines Bereichs %3 … %4</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="71"/>
        <source>race (simulated)</source>
        <translation>Rennen (simuliert)</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="72"/>
        <source>measured sweep</source>
        <translation>Messreihe (gemessen)</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="73"/>
        <source>benchmark and work</source>
        <translation>Benchmark und Arbeit</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="74"/>
        <source>roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="198"/>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="199"/>
        <source>Matrix size n</source>
        <translation>Matrixgröße n</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="201"/>
        <source>Work</source>
        <translation>Arbeit</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="201"/>
        <source>2n³ = %1 FLOPs in %2 independent dot products</source>
        <translation>2n³ = %1 FLOPs in %2 unabhängigen Skalarprodukten</translation>
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
        <translation>%1 → %2 Overhead je Aufruf + %3 Rechnen = %4</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="209"/>
        <source>Idle lanes</source>
        <translation>Untätige Rechenwerke</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="210"/>
        <source>only %1 of %2 lanes have an entry to compute; the rest sit idle</source>
        <translation>nur %1 von %2 Rechenwerken haben einen Eintrag zu berechnen; der Rest steht still</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="212"/>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="212"/>
        <source>%1 vs %2 lane-cycles/s — the GPU is %3× wider</source>
        <translation>%1 gegen %2 Rechenwerk-Takte/s — die GPU ist %3× breiter</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="217"/>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="217"/>
        <source>GPU %1× faster at n = %2 (simulated)</source>
        <translation>GPU %1× schneller bei n = %2 (simuliert)</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="218"/>
        <source>CPU %1× faster at n = %2 (simulated)</source>
        <translation>CPU %1× schneller bei n = %2 (simuliert)</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="224"/>
        <source>none — these lanes add up to less than the CPU, so the GPU never catches up</source>
        <translation>keiner — diese Rechenwerke ergeben zusammen weniger als die CPU, also holt die GPU nie auf</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="227"/>
        <source>n ≈ %1, below the smallest size: the GPU wins everywhere here</source>
        <translation>n ≈ %1, unter der kleinsten Größe: die GPU gewinnt hier überall</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="231"/>
        <source>the GPU wins above n ≈ %1 (the per-call overhead hides the width below it)</source>
        <translation>die GPU gewinnt oberhalb von n ≈ %1 (darunter verdeckt der Overhead je Aufruf die Breite)</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="235"/>
        <source>Crossover</source>
        <translation>Kreuzungspunkt</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="317"/>
        <source>&quot;%1&quot; is not a setting of the throughput lab (it has %2)</source>
        <translation>„%1“ ist keine Einstellung des Durchsatz-Wettrennens (es hat %2)</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="329"/>
        <source>&quot;%1&quot; should be one of %2</source>
        <translation>„%1“ müsste eines von %2 sein</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="380"/>
        <source>&quot;%1&quot; should be a whole number from 0 to %2</source>
        <translation>„%1“ müsste eine ganze Zahl von 0 bis %2 sein</translation>
    </message>
    <message>
        <location filename="../core/throughput/throughputlabmodel.cpp" line="411"/>
        <source>&quot;%1&quot; is not a control of the throughput lab</source>
        <translation>„%1“ ist kein Bedienelement des Durchsatz-Wettrennens</translation>
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
        <translation>Die Events lesen</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="197"/>
        <source>The stopwatch reads</source>
        <translation>Die Stoppuhr zeigt</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="199"/>
        <source>Implied speedup</source>
        <translation>Scheinbare Beschleunigung</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="200"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="201"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="202"/>
        <source>no reading: the program stopped with an error</source>
        <translation>keine Messung: das Programm brach mit einem Fehler ab</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="203"/>
        <source>overstated (more than %1 × the honest speedup)</source>
        <translation>übertrieben (mehr als das %1-Fache der ehrlichen Beschleunigung)</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="206"/>
        <source>understated (less than the honest speedup ÷ %1): %2</source>
        <translation>untertrieben (weniger als die ehrliche Beschleunigung ÷ %1): %2</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="208"/>
        <source>close to the honest speedup</source>
        <translation>nahe an der ehrlichen Beschleunigung</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="209"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="210"/>
        <source>GPU kernel</source>
        <translation>GPU-Kernel</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="211"/>
        <source>Per-call overhead</source>
        <translation>Overhead je Aufruf</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="212"/>
        <source>Honest speedup</source>
        <translation>Ehrliche Beschleunigung</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="213"/>
        <source>Without the barrier</source>
        <translation>Ohne Barrier</translation>
    </message>
    <message>
        <location filename="../core/timing/timinglabstate.cpp" line="214"/>
        <source>Illusion</source>
        <translation>Täuschung</translation>
    </message>
</context>
<context>
    <name>TimingMeasure</name>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="71"/>
        <source>CPU queue — the same effect as a GPU stream</source>
        <translation>CPU-Warteschlange — derselbe Effekt wie ein GPU-Stream</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="77"/>
        <source>matrix size must be at least 1 (got %1)</source>
        <translation>die Matrixgröße muss mindestens 1 sein (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="79"/>
        <source>repeats must be at least 1 (got %1)</source>
        <translation>die Zahl der Wiederholungen muss mindestens 1 sein (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="81"/>
        <source>warm-up runs cannot be negative (got %1)</source>
        <translation>die Zahl der Aufwärmläufe darf nicht negativ sein (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="110"/>
        <location filename="../core/timing/timingmeasure.cpp" line="241"/>
        <source>could not allocate the operands for n = %1</source>
        <translation>die Operanden für n = %1 ließen sich nicht anlegen</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="120"/>
        <source>cold call</source>
        <translation>kalter Aufruf</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="146"/>
        <source>cold call: %1</source>
        <translation>kalter Aufruf: %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="153"/>
        <location filename="../core/timing/timingmeasure.cpp" line="161"/>
        <source>warming up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="172"/>
        <source>timing</source>
        <translation>Zeitmessung</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="195"/>
        <source>n = %1: %2</source>
        <translation>n = %1: %2</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="207"/>
        <source>verifying</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="230"/>
        <source>the CUDA backend is not available</source>
        <translation>das CUDA-Backend ist nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="244"/>
        <source>CUDA: uploading</source>
        <translation>CUDA: Hochladen</translation>
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
        <translation>CUDA: Zeitmessung</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="278"/>
        <source>no host memory to read the result back</source>
        <translation>kein Host-Speicher, um das Ergebnis zurückzulesen</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="289"/>
        <source>the result could not be read back: %1</source>
        <translation>das Ergebnis ließ sich nicht zurücklesen: %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="304"/>
        <source>not requested</source>
        <translation>nicht angefordert</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmeasure.cpp" line="84"/>
        <source>too many runs or too large a matrix (at most %1 repeats, %2 warm-up runs, n = %3)</source>
        <translation>zu viele Läufe oder eine zu große Matrix (höchstens %1 Wiederholungen, %2 Aufwärmläufe, n = %3)</translation>
    </message>
</context>
<context>
    <name>TimingModel</name>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="123"/>
        <source>first call: library set-up, kernel selection</source>
        <translation>erster Aufruf: Einrichtung der Bibliothek, Kernel-Auswahl</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="128"/>
        <source>synchronize(): waits for the kernel</source>
        <translation>synchronize(): wartet auf den Kernel</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="130"/>
        <source>matmul kernel</source>
        <translation>Matmul-Kernel</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="134"/>
        <source>start event</source>
        <translation>Start-Event</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="135"/>
        <source>stop event</source>
        <translation>Stopp-Event</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="140"/>
        <source>timer starts</source>
        <translation>Uhr startet</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="141"/>
        <source>timer stops</source>
        <translation>Uhr stoppt</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="180"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="183"/>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="222"/>
        <source>First call: %1 of library set-up and kernel selection sit inside the window. Warm up first.</source>
        <translation>Erster Aufruf: %1 Einrichtung der Bibliothek und Kernel-Auswahl liegen im Messfenster. Erst aufwärmen.</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="114"/>
        <source>synchronize(): earlier work finishes</source>
        <translation>synchronize(): frühere Arbeit wird fertig</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="117"/>
        <source>randn for A, B; warm-up A @ B</source>
        <translation>randn für A, B; Aufwärmen A @ B</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="117"/>
        <source>randn for A, B</source>
        <translation>randn für A, B</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="120"/>
        <source>%1 — inside the window</source>
        <translation>%1 — im Messfenster</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="125"/>
        <source>launch + overhead</source>
        <translation>Start + Overhead</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="138"/>
        <source>elapsed_time() raises</source>
        <translation>elapsed_time() löst einen Fehler aus</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="165"/>
        <location filename="../core/timing/timingmodel.cpp" line="171"/>
        <source>the first call&apos;s set-up is in the timing</source>
        <translation>die Einrichtung des ersten Aufrufs steckt in der Messung</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="166"/>
        <location filename="../core/timing/timingmodel.cpp" line="172"/>
        <source>earlier queued work is in the timing</source>
        <translation>früher eingereihte Arbeit steckt in der Messung</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/timing/timingmodel.cpp" line="182"/>
        <source>%n minutes</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="188"/>
        <source>So a %1-hour CPU job would take about %2 on the simulated GPU — not the %3 that the missing barrier promises.</source>
        <translation>Ein CPU-Job von %1 Stunden würde also auf der simulierten GPU etwa %2 dauern — nicht die %3, die die fehlende Barrier verspricht.</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="199"/>
        <source>Device events, read too early: elapsed_time() does not wait for the stop event. The kernel still has %1 to run, so PyTorch raises instead of returning a time: %2 Synchronize first (end.synchronize() or torch.cuda.synchronize()), then read.</source>
        <translation>Geräte-Events, zu früh gelesen: elapsed_time() wartet nicht auf das Stopp-Event. Der Kernel läuft noch %1, also löst PyTorch einen Fehler aus, statt eine Zeit zu liefern: %2 Erst synchronisieren (end.synchronize() oder torch.cuda.synchronize()), dann lesen.</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="205"/>
        <source>Device events time the kernel on the GPU itself: %1, read after synchronize() let the stop event complete. Host costs (per-call overhead, first-call set-up) are left out.</source>
        <translation>Geräte-Events messen den Kernel auf der GPU selbst: %1, gelesen, nachdem synchronize() das Stopp-Event abschließen ließ. Host-Kosten (Overhead je Aufruf, Einrichtung beim ersten Aufruf) bleiben außen vor.</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="210"/>
        <source>No barrier: the timer stopped when the call returned, %1 in, while the kernel ran on for another %2. That is the enqueue, not the work. (Its %3 is the lesson&apos;s stand-in for all per-call overhead — launch, transfer, framework, first use; a bare kernel launch takes microseconds.)</source>
        <translation>Keine Barrier: die Uhr stoppte, als der Aufruf zurückkehrte, nach %1, während der Kernel noch %2 weiterlief. Das ist das Einreihen, nicht die Arbeit. (Seine %3 sind der Platzhalter der Lektion für allen Overhead je Aufruf — Start, Übertragung, Framework, erste Nutzung; ein bloßer Kernel-Start dauert Mikrosekunden.)</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="218"/>
        <source>synchronize() held the timer until the kernel finished: per-call overhead plus work.</source>
        <translation>synchronize() hielt die Uhr an, bis der Kernel fertig war: Overhead je Aufruf plus Arbeit.</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="228"/>
        <source>No barrier before the timer: the GPU was still busy with work queued earlier (%1 of %2), so the timed multiply waited behind it and the reading includes it.</source>
        <translation>Keine Barrier vor der Uhr: die GPU war noch mit früher eingereihter Arbeit beschäftigt (%1 von %2), also wartete die gemessene Multiplikation dahinter, und die Messung enthält sie.</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="235"/>
        <source>No barrier before the timer, but the work queued earlier (%1 of %2) was done before the multiply could start, so this time it added nothing to the reading.</source>
        <translation>Keine Barrier vor der Uhr, aber die früher eingereihte Arbeit (%1 von %2) war fertig, bevor die Multiplikation beginnen konnte, also hat sie diesmal nichts zur Messung beigetragen.</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="225"/>
        <source>the randn that made A and B and the warm-up multiply</source>
        <translation>das randn, das A und B erzeugte, und die Aufwärm-Multiplikation</translation>
    </message>
    <message>
        <location filename="../core/timing/timingmodel.cpp" line="226"/>
        <source>the randn that made A and B</source>
        <translation>das randn, das A und B erzeugte</translation>
    </message>
</context>
<context>
    <name>TimingReport</name>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="127"/>
        <source>  %1 — measured on %2</source>
        <translation>  %1 — gemessen auf %2</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="129"/>
        <source>    failed: %1</source>
        <translation>    fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="131"/>
        <source>    submit, no wait (the illusion): %1</source>
        <translation>    einreichen, nicht warten (die Täuschung): %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="133"/>
        <source>    submit, then wait (honest):     %1   the un-waited number is %2× too small</source>
        <translation>    einreichen, dann warten (ehrlich):        %1   die Zahl ohne Warten ist %2× zu klein</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="138"/>
        <source>    submit, then wait (honest):     %1   close to the un-waited one (%2×): at this n the work is about as quick as handing it over; a larger n shows the gap</source>
        <translation>    einreichen, dann warten (ehrlich):        %1   nah an der Zahl ohne Warten (%2×): bei diesem n ist die Arbeit etwa so schnell wie das Übergeben; ein größeres n zeigt den Abstand</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="143"/>
        <source>    cold first call: %1 (fresh primitive, cache off: creation %2, first run %3) vs %4 warmed, timed on the worker without the hand-over%5</source>
        <translation>    erster (kalter) Aufruf: %1 (neues Primitiv, Cache aus: Erzeugung %2, erster Lauf %3) gegen %4 aufgewärmt, auf dem Worker ohne die Übergabe gemessen%5</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="149"/>
        <source> (oneDNN kept its primitive cache: may be warm)</source>
        <translation> (oneDNN behielt seinen Primitive-Cache: möglicherweise warm)</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="150"/>
        <location filename="../core/timing/timingreport.cpp" line="173"/>
        <source>    verified: %1</source>
        <translation>    geprüft: %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="151"/>
        <location filename="../core/timing/timingreport.cpp" line="174"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="157"/>
        <source>  CUDA stream: not measured — %1</source>
        <translation>  CUDA-Stream: nicht gemessen — %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="159"/>
        <source>  CUDA stream on %1: failed: %2</source>
        <translation>  CUDA-Stream auf %1: fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="161"/>
        <source>  CUDA stream, cuBLAS — measured on %1</source>
        <translation>  CUDA-Stream, cuBLAS — gemessen auf %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="162"/>
        <source>    launch, no sync (the illusion): %1</source>
        <translation>    Start, kein Sync (die Täuschung): %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="163"/>
        <source>    synchronised (honest):          %1   the un-synchronised number is %2× too small</source>
        <translation>    synchronisiert (ehrlich):         %1   die unsynchronisierte Zahl ist %2× zu klein</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="167"/>
        <source>    CUDA events:                    %1</source>
        <translation>    CUDA-Events:                      %1</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="170"/>
        <source>      (ungated: %1; the events also hold the launch gap)</source>
        <translation>      (ohne Startsperre: %1; die Events enthalten auch die Startlücke)</translation>
    </message>
    <message>
        <location filename="../core/timing/timingreport.cpp" line="171"/>
        <source>    cold first call: %1 synchronised, %2 by events</source>
        <translation>    kalter erster Aufruf: %1 synchronisiert, %2 per Events</translation>
    </message>
</context>
<context>
    <name>TimingRunSummary</name>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="22"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (min %2, max %3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (min. %2, max. %3)</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="43"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — measured on %2, n = %3&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — gemessen auf %2, n = %3&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="48"/>
        <location filename="../labs/timing/runsummary.cpp" line="91"/>
        <source>cancelled before the first reading</source>
        <translation>vor der ersten Messung abgebrochen</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="49"/>
        <source>submit, no wait: %1&lt;br&gt;</source>
        <translation>einreichen, nicht warten: %1&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="50"/>
        <source>submit, then wait: %1&lt;br&gt;</source>
        <translation>einreichen, dann warten: %1&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="54"/>
        <source>Stopping the clock at submit() makes the multiply look &lt;b&gt;%1× faster&lt;/b&gt; than it is.&lt;br&gt;</source>
        <translation>Die Uhr bei submit() anzuhalten lässt die Multiplikation &lt;b&gt;%1× schneller&lt;/b&gt; erscheinen, als sie ist.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="58"/>
        <source>Here the two readings are close (&lt;b&gt;%1×&lt;/b&gt;): at n = %2 the multiply takes about as long as handing it to the queue, so skipping the wait hides little. A larger n shows the gap.&lt;br&gt;</source>
        <translation>Hier liegen die beiden Messungen nah beieinander (&lt;b&gt;%1×&lt;/b&gt;): bei n = %2 dauert die Multiplikation etwa so lange wie das Übergeben an die Warteschlange, das Weglassen des Wartens verbirgt also wenig. Ein größeres n zeigt den Abstand.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="63"/>
        <source>Cold first call: &lt;b&gt;%1&lt;/b&gt; (a fresh primitive, cache off: creation %2, first run on a fresh thread %3) against %4 for a warmed multiply timed on the worker itself%5; that figure leaves out handing the work to the queue and waking the waiting thread, so it is a little below &quot;submit, then wait&quot;.&lt;br&gt;</source>
        <translation>Erster (kalter) Aufruf: &lt;b&gt;%1&lt;/b&gt; (ein neues Primitiv, Cache aus: Erzeugung %2, erster Lauf auf einem neuen Thread %3) gegen %4 für eine aufgewärmte Multiplikation, auf dem Worker selbst gemessen%5; diese Zahl lässt die Übergabe an die Warteschlange und das Wecken des wartenden Threads weg und liegt deshalb etwas unter &quot;einreichen, dann warten&quot;.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="71"/>
        <source> — oneDNN kept its primitive cache, so this may be warm</source>
        <translation> — oneDNN behielt seinen Primitive-Cache, dies kann also warm sein</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="78"/>
        <source>&lt;br&gt;cancelled: the readings so far are shown</source>
        <translation>&lt;br&gt;abgebrochen: die bisherigen Messungen werden gezeigt</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="85"/>
        <source>&lt;b&gt;CUDA&lt;/b&gt; — not measured: %1</source>
        <translation>&lt;b&gt;CUDA&lt;/b&gt; — nicht gemessen: %1</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="86"/>
        <source>&lt;b&gt;CUDA stream, cuBLAS&lt;/b&gt; — measured on %1, n = %2&lt;br&gt;</source>
        <translation>&lt;b&gt;CUDA-Stream, cuBLAS&lt;/b&gt; — gemessen auf %1, n = %2&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="92"/>
        <source>host clock, no sync: %1&lt;br&gt;</source>
        <translation>Host-Uhr, kein Sync: %1&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="93"/>
        <source>host clock, synchronised: %1&lt;br&gt;</source>
        <translation>Host-Uhr, synchronisiert: %1&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="94"/>
        <source>CUDA events: %1&lt;br&gt;</source>
        <translation>CUDA-Events: %1&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="96"/>
        <source>First (cold) call: %1 synchronised, %2 by events%3.&lt;br&gt;</source>
        <translation>Erster (kalter) Aufruf: %1 synchronisiert, %2 per Events%3.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../labs/timing/runsummary.cpp" line="98"/>
        <source>, the first cuBLAS multiply of this process</source>
        <translation>, die erste cuBLAS-Multiplikation dieses Prozesses</translation>
    </message>
</context>
<context>
    <name>TorchFinder</name>
    <message>
        <location filename="../core/torch/torchfinder.cpp" line="77"/>
        <source>picked by you</source>
        <translation>von Ihnen gewählt</translation>
    </message>
    <message>
        <location filename="../core/torch/torchfinder.cpp" line="143"/>
        <source>PyTorch %1 in %2</source>
        <translation>PyTorch %1 in %2</translation>
    </message>
    <message>
        <location filename="../core/torch/torchfinder.cpp" line="144"/>
        <source>no PyTorch in %1 (%2)</source>
        <translation>kein PyTorch in %1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/torch/torchfinder.cpp" line="145"/>
        <source>%1 did not answer: %2</source>
        <translation>%1 hat nicht geantwortet: %2</translation>
    </message>
    <message>
        <location filename="../core/torch/torchfinder.cpp" line="154"/>
        <source>CUDA %1 build</source>
        <translation>Build für CUDA %1</translation>
    </message>
    <message>
        <location filename="../core/torch/torchfinder.cpp" line="155"/>
        <source>macOS build (MPS)</source>
        <translation>macOS-Build (MPS)</translation>
    </message>
    <message>
        <location filename="../core/torch/torchfinder.cpp" line="156"/>
        <source>CPU-only build</source>
        <translation>Build nur für die CPU</translation>
    </message>
    <message>
        <location filename="../core/torch/torchfinder.cpp" line="157"/>
        <source>%1, picks %2</source>
        <translation>%1, wählt %2</translation>
    </message>
</context>
<context>
    <name>TorchTiming</name>
    <message>
        <location filename="../core/torch/torchtiming.cpp" line="54"/>
        <source>PyTorch %1 on %2, n = %3, median of %4 after %5 warm-up:</source>
        <translation>PyTorch %1 auf %2, n = %3, Median von %4 nach %5 Aufwärmläufen:</translation>
    </message>
    <message>
        <location filename="../core/torch/torchtiming.cpp" line="59"/>
        <source>%1 %2 read right after a @ b, %3 with nothing to wait for. On the CPU the call returns when the product is done, so there is no illusion to see here.</source>
        <translation>%1 %2 direkt nach a @ b gelesen, %3 ohne etwas, worauf zu warten wäre. Auf der CPU kehrt der Aufruf erst zurück, wenn das Produkt fertig ist; hier gibt es also keine Täuschung zu sehen.</translation>
    </message>
    <message>
        <location filename="../core/torch/torchtiming.cpp" line="62"/>
        <source>%1 %2 without the barrier, %3 with %4: the un-waited reading looks %5× faster.</source>
        <translation>%1 %2 ohne Barrier, %3 mit %4: die Zahl ohne Warten wirkt %5× schneller.</translation>
    </message>
</context>
<context>
    <name>TrResultsFile</name>
    <message>
        <location filename="../core/board/resultsfile.cpp" line="245"/>
        <source>&quot;%1&quot; must be fp32, tf32, bf16 or fp16.</source>
        <translation>„%1“ muss fp32, tf32, bf16 oder fp16 sein.</translation>
    </message>
</context>
<context>
    <name>Verify</name>
    <message>
        <location filename="../core/verify.cpp" line="47"/>
        <source>|c − ref| ≤ %1 · Σ|a·b| (fp32 summation: 16·√n·ε, n = %2)</source>
        <translation>|c − ref| ≤ %1 · Σ|a·b| (fp32-Summation: 16·√n·ε, n = %2)</translation>
    </message>
    <message>
        <location filename="../core/verify.cpp" line="51"/>
        <source>|c − ref| ≤ %1 · Σ|a·b| (%2 inputs: 2u + u² with u = 2^-%3, plus fp32 summation 16·√n·ε, n = %4)</source>
        <translation>|c − ref| ≤ %1 · Σ|a·b| (%2-Eingaben: 2u + u² mit u = 2^-%3, plus fp32-Summation 16·√n·ε, n = %4)</translation>
    </message>
    <message>
        <location filename="../core/verify.cpp" line="97"/>
        <source>%1 of %1 sampled entries match a double-precision reference</source>
        <translation>%1 von %1 Stichproben stimmen mit einer Referenz in doppelter Genauigkeit überein</translation>
    </message>
    <message>
        <location filename="../core/verify.cpp" line="99"/>
        <source>WRONG RESULT: %1 of %2 sampled entries differ from the double-precision reference (worst error %3× the tolerance)</source>
        <translation>FALSCHES ERGEBNIS: %1 von %2 Stichproben weichen von der Referenz in doppelter Genauigkeit ab (größter Fehler das %3-Fache der Toleranz)</translation>
    </message>
</context>
<context>
    <name>Vram</name>
    <message>
        <location filename="../core/vram/vramcards.cpp" line="23"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../core/vram/vramcards.cpp" line="38"/>
        <source>custom %1 GB</source>
        <translation>eigene %1 GB</translation>
    </message>
    <message>
        <location filename="../core/vram/vramcards.cpp" line="42"/>
        <source>this GPU (%1), total %2 GB</source>
        <translation>diese GPU (%1), gesamt %2 GB</translation>
    </message>
    <message>
        <location filename="../core/vram/vramcards.cpp" line="48"/>
        <source>this GPU, free now: %1 GB</source>
        <translation>diese GPU, jetzt frei: %1 GB</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="30"/>
        <source>Halve the batch</source>
        <translation>Batch halbieren</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="35"/>
        <source>Activations grow with the batch, so half the batch keeps about half of them; accumulating twice as many steps keeps the effective batch.</source>
        <translation>Aktivierungen wachsen mit dem Batch, also behält der halbe Batch etwa die Hälfte davon; doppelt so viele Akkumulationsschritte erhalten die effektive Batchgröße.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="38"/>
        <source>The batch is already 1.</source>
        <translation>Der Batch ist schon 1.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="64"/>
        <source>Not autocast: the model itself is converted, so every weight takes 2 bytes instead of 4. In training, updates too small for bf16&apos;s 7 stored mantissa bits (8 with the hidden one) are rounded away unless an fp32 master copy is kept — a different choice with its own risks.</source>
        <translation>Nicht Autocast: das Modell selbst wird umgewandelt, also belegt jedes Gewicht 2 Bytes statt 4. Im Training werden Aktualisierungen, die für die 7 gespeicherten Mantissenbits von bf16 (8 mit dem verborgenen) zu klein sind, weggerundet, wenn keine fp32-Masterkopie behalten wird — eine andere Entscheidung mit eigenen Risiken.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="69"/>
        <source>The weights are already below fp32.</source>
        <translation>Die Gewichte liegen schon unter fp32.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="78"/>
        <source>Wrap evaluation in no_grad()</source>
        <translation>Die Auswertung in no_grad() einschließen</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="86"/>
        <source>Not for a training step: backward needs the graph. no_grad() around an evaluation pass stops autograd keeping that pass&apos;s activations (about %1 GB at this batch), but the peak of the training step, which is what this plan counts, stays the same.</source>
        <translation>Nicht für einen Trainingsschritt: der Rückwärtsdurchlauf braucht den Graphen. no_grad() um einen Auswertungsdurchlauf verhindert, dass Autograd dessen Aktivierungen behält (etwa %1 GB bei diesem Batch), aber die Spitze des Trainingsschritts, und die zählt dieser Plan, bleibt gleich.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="90"/>
        <source>This inference figure already assumes no_grad() or inference_mode(): weights and KV cache only. Without it, the forward pass would also keep about %1 GB of activations for a backward pass that never comes.</source>
        <translation>Diese Inferenzzahl setzt no_grad() oder inference_mode() schon voraus: nur Gewichte und KV-Cache. Ohne es würde der Vorwärtsdurchlauf zusätzlich etwa %1 GB Aktivierungen für einen Rückwärtsdurchlauf behalten, der nie kommt.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="97"/>
        <source>Store loss.item(), not loss</source>
        <translation>loss.item() speichern, nicht loss</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="101"/>
        <source>A kept loss tensor keeps its whole graph, activations included, alive; the Python number from .item() keeps nothing.</source>
        <translation>Ein aufbewahrter Loss-Tensor hält seinen ganzen Graphen samt Aktivierungen am Leben; die Python-Zahl aus .item() hält nichts.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="104"/>
        <source>No loss tensors are being kept.</source>
        <translation>Es werden keine Loss-Tensoren aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="108"/>
        <source>Half-size model</source>
        <translation>Modell halber Größe</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="115"/>
        <source>Every byte per parameter applies to half as many parameters.</source>
        <translation>Jedes Byte je Parameter gilt für halb so viele Parameter.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="117"/>
        <source>The model is already as small as the planner goes.</source>
        <translation>Das Modell ist schon so klein, wie der Planer geht.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="121"/>
        <source>Half-length inputs</source>
        <translation>Eingaben halber Länge</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="127"/>
        <source>The KV cache is linear in the sequence length: half the tokens, half the cache.</source>
        <translation>Der KV-Cache wächst linear mit der Sequenzlänge: halb so viele Tokens, halb so großer Cache.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="134"/>
        <source>Activations shrink by more than half: the attention term grows with the square of the sequence.</source>
        <translation>Aktivierungen schrumpfen um mehr als die Hälfte: der Attention-Anteil wächst mit dem Quadrat der Sequenz.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="137"/>
        <source>The sequence is one token already.</source>
        <translation>Die Sequenz ist schon ein Token lang.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="141"/>
        <source>Gradient checkpointing</source>
        <translation>Gradient Checkpointing</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="145"/>
        <source>Store activations only at a few checkpoints and rebuild the others when the backward pass reaches them: one extra forward pass, about a third more compute per step, buys back most of the activation memory.</source>
        <translation>Aktivierungen nur an wenigen Checkpoints speichern und die übrigen neu aufbauen, wenn der Rückwärtsdurchlauf sie erreicht: ein zusätzlicher Vorwärtsdurchlauf, etwa ein Drittel mehr Rechenaufwand je Schritt, holt den größten Teil des Aktivierungsspeichers zurück.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="150"/>
        <source>Checkpointing is on already.</source>
        <translation>Checkpointing ist schon an.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="150"/>
        <source>Inference stores no activations.</source>
        <translation>Inferenz speichert keine Aktivierungen.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="154"/>
        <source>LoRA adapters (rank %1)</source>
        <translation>LoRA-Adapter (Rang %1)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="158"/>
        <source>The base is frozen: no gradients or optimizer state for it, only for the small adapters. Activations stay, so at long context the saving shrinks.</source>
        <translation>Die Basis ist eingefroren: für sie gibt es keine Gradienten und keinen Optimizer-Zustand, nur für die kleinen Adapter. Die Aktivierungen bleiben, also schrumpft die Ersparnis bei langem Kontext.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="161"/>
        <source>Applies to full training.</source>
        <translation>Gilt für volles Training.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="165"/>
        <location filename="../core/vram/vramnames.cpp" line="179"/>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4-Bit-Basis)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="170"/>
        <source>LoRA on a base stored in 4 bits: about 1 byte per frozen weight in the lesson&apos;s rounding, 0.5 B plus block constants in the precise count.</source>
        <translation>LoRA auf einer in 4 Bit gespeicherten Basis: etwa 1 Byte je eingefrorenem Gewicht in der Rundung der Lektion, 0,5 B plus Blockkonstanten in der genauen Rechnung.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="173"/>
        <source>Applies to full training and LoRA.</source>
        <translation>Gilt für volles Training und LoRA.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="178"/>
        <source>Shard over %1 GPUs (ZeRO-3)</source>
        <translation>Auf %1 GPUs aufteilen (ZeRO-3)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="183"/>
        <source>Weights, gradients and optimizer state are split over the GPUs; each GPU keeps its own activations, so those do not shrink.</source>
        <translation>Gewichte, Gradienten und Optimizer-Zustand werden auf die GPUs verteilt; jede GPU behält ihre eigenen Aktivierungen, die also nicht schrumpfen.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="186"/>
        <source>Sharding here is a training technique.</source>
        <translation>Sharding ist hier eine Trainingstechnik.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="28"/>
        <source>give a parameter count such as 7B or 124M</source>
        <translation>eine Parameterzahl wie 7B oder 124M angeben</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="40"/>
        <source>&quot;%1&quot; is not a parameter count (try 7B, 124M or 1.5B)</source>
        <translation>„%1“ ist keine Parameterzahl (versuchen Sie 7B, 124M oder 1.5B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="62"/>
        <source>unknown suffix &quot;%1&quot; in &quot;%2&quot; (use K, M, B or T)</source>
        <translation>unbekannte Endung „%1“ in „%2“ (K, M, B oder T verwenden)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="67"/>
        <source>the parameter count must be positive (got %1)</source>
        <translation>die Parameterzahl muss positiv sein (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="71"/>
        <source>the parameter count must be positive, not zero</source>
        <translation>die Parameterzahl muss positiv sein, nicht null</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="48"/>
        <location filename="../core/vram/vramnames.cpp" line="75"/>
        <source>%1 parameters is outside what the planner covers (1M … 10T)</source>
        <translation>%1 Parameter liegen außerhalb dessen, was der Planer abdeckt (1M … 10T)</translation>
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
        <translation>4 Bit (0,5 B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="176"/>
        <source>Inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="177"/>
        <source>Full training</source>
        <translation>Volles Training</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="178"/>
        <source>LoRA fine-tuning</source>
        <translation>LoRA-Feinabstimmung</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="186"/>
        <source>SGD, no momentum (0 B)</source>
        <translation>SGD ohne Momentum (0 B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="210"/>
        <source>Lesson estimate (0.5 GB at 7B, ~100 tokens)</source>
        <translation>Lektion: 0,5 GB bei 7B</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="211"/>
        <source>Megatron-style fused kernels (Korthikanti et al.)</source>
        <translation>Fusionierte Kernels im Megatron-Stil (Korthikanti et al.)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="212"/>
        <source>PyTorch (eager attention)</source>
        <translation>PyTorch (Eager-Attention)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="213"/>
        <source>PyTorch (SDPA attention)</source>
        <translation>PyTorch (SDPA-Attention)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="187"/>
        <source>SGD + momentum (4 B)</source>
        <translation>SGD + Momentum (4 B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="98"/>
        <source>%1 T</source>
        <comment>trillion parameters</comment>
        <translation>%1 Bio.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="100"/>
        <source>%1 B</source>
        <comment>billion parameters</comment>
        <translation>%1 Mrd.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="102"/>
        <source>%1 M</source>
        <comment>million parameters</comment>
        <translation>%1 Mio.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="103"/>
        <source>%1 K</source>
        <comment>thousand parameters</comment>
        <translation>%1 Tsd.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="188"/>
        <source>Adam / AdamW (8 B)</source>
        <translation>Adam / AdamW (8 B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="189"/>
        <source>8-bit Adam (2 B)</source>
        <translation>8-Bit-Adam (2 B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="196"/>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="197"/>
        <source>ZeRO-1: optimizer state</source>
        <translation>ZeRO-1: Optimizer-Zustand</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="198"/>
        <source>ZeRO-2: + gradients</source>
        <translation>ZeRO-2: + Gradienten</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="199"/>
        <source>ZeRO-3 / FSDP: + weights</source>
        <translation>ZeRO-3 / FSDP: + Gewichte</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="205"/>
        <source>Lesson (2 + 4 + 8)</source>
        <translation>Lektion (2 + 4 + 8)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="205"/>
        <source>Mixed precision (≈16 B)</source>
        <translation>Gemischte Genauigkeit (≈16 B)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="220"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="221"/>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="222"/>
        <source>Optimizer state</source>
        <translation>Optimizer-Zustand</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="223"/>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="224"/>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <location filename="../core/vram/vramnames.cpp" line="225"/>
        <source>Headroom</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="105"/>
        <source>the parameter count must be between 1M and 10T</source>
        <translation>die Parameterzahl muss zwischen 1M und 10T liegen</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="107"/>
        <source>active parameters must be between 0 and the total</source>
        <translation>die aktiven Parameter müssen zwischen 0 und der Gesamtzahl liegen</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="109"/>
        <source>the batch size must be between 1 and %1</source>
        <translation>die Batchgröße muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="111"/>
        <source>the sequence length must be between 1 and %1 tokens</source>
        <translation>die Sequenzlänge muss zwischen 1 und %1 Tokens liegen</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="113"/>
        <source>gradient accumulation must be between 1 and %1 steps</source>
        <translation>die Gradientenakkumulation muss zwischen 1 und %1 Schritten liegen</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="115"/>
        <source>the number of GPUs must be between 1 and %1</source>
        <translation>die Zahl der GPUs muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="117"/>
        <source>the LoRA rank must be between 1 and %1</source>
        <translation>der LoRA-Rang muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="119"/>
        <source>kept graphs must be between 0 and %1</source>
        <translation>aufbewahrte Graphen müssen zwischen 0 und %1 liegen</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="121"/>
        <source>the headroom must be between 0 and 100 GB</source>
        <translation>die Reserve muss zwischen 0 und 100 GB liegen</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="41"/>
        <source>Lesson teaching estimate: 0.5 GB at 7B, batch 1 and about 100 tokens, × batch × (active params ÷ 7B), ÷ 8 for checkpointing.</source>
        <translation>Lehrschätzung der Lektion: 0,5 GB bei 7B, Batch 1 und etwa 100 Tokens, × Batch × (aktive Parameter ÷ 7B), ÷ 8 mit Checkpointing.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="43"/>
        <source>Lesson teaching estimate: 0.5 GB at 7B and batch 1, × batch × (active params ÷ 7B); it assumes about 100 tokens and does not model the sequence length.</source>
        <translation>Lehrschätzung der Lektion: 0,5 GB bei 7B und Batch 1, × Batch × (aktive Parameter ÷ 7B); sie setzt etwa 100 Tokens voraus und modelliert die Sequenzlänge nicht.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="47"/>
        <source>Architecture estimate, full recomputation: 2·s·b·h bytes per layer (Korthikanti et al. 2022).</source>
        <translation>Architektur-Schätzung, volle Neuberechnung: 2·s·b·h Bytes je Schicht (Korthikanti et al. 2022).</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="49"/>
        <source>Architecture estimate: s·b·h·(34 + 5·a·s/h) bytes per layer for 16-bit activations (Korthikanti et al. 2022), what Megatron&apos;s fused kernels keep.</source>
        <translation>Architekturschätzung: s·b·h·(34 + 5·a·s/h) Byte pro Schicht für 16-Bit-Aktivierungen (Korthikanti et al. 2022), was die fusionierten Kernels von Megatron behalten.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="53"/>
        <source>PyTorch, eager attention: every tensor autograd saves for this shape at %1 tokens, the s×s attention scores included, plus the logits; checked op by op against real PyTorch runs.</source>
        <translation>PyTorch, Eager-Attention: jeder Tensor, den Autograd für diese Form bei %1 Tokens speichert, die s×s-Attention-Scores eingeschlossen, dazu die Logits; Op für Op mit echten PyTorch-Läufen abgeglichen.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="59"/>
        <source>PyTorch with scaled_dot_product_attention (the transformers default): every tensor autograd saves for this shape at %1 tokens, no s×s scores, plus the logits; checked op by op against real PyTorch runs.</source>
        <translation>PyTorch mit scaled_dot_product_attention (Standard in transformers): jeder Tensor, den Autograd für diese Form bei %1 Tokens speichert, keine s×s-Scores, dazu die Logits; Op für Op mit echten PyTorch-Läufen abgeglichen.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="249"/>
        <source>Inference keeps no graph: no activations are stored, only the KV cache.</source>
        <translation>Inferenz hält keinen Graphen: es werden keine Aktivierungen gespeichert, nur der KV-Cache.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="258"/>
        <source>Shape guessed from the count: %1 layers, hidden size %2, %3 heads.</source>
        <translation>Aufbau aus der Anzahl geschätzt: %1 Schichten, Breite %2, %3 Köpfe.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="263"/>
        <source>Mixture of experts: all %1 B parameters must be in memory, though only %2 B work per token.</source>
        <translation>Mixture of Experts: alle %1 Mrd. Parameter müssen im Speicher liegen, obwohl nur %2 Mrd. je Token arbeiten.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="268"/>
        <source>The sequence is longer than the model&apos;s context of %1 tokens.</source>
        <translation>Die Sequenz ist länger als der Kontext des Modells von %1 Tokens.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="270"/>
        <source>Full training of int8 / 4-bit weights is not how it is done; QLoRA trains adapters on a quantised base.</source>
        <translation>Volles Training von int8-/4-Bit-Gewichten macht man so nicht; QLoRA trainiert Adapter auf einer quantisierten Basis.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="273"/>
        <source>QLoRA always stores the base in 4-bit; the weight precision choice is ignored.</source>
        <translation>QLoRA speichert die Basis immer in 4 Bit; die gewählte Genauigkeit der Gewichte wird ignoriert.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="275"/>
        <source>Sharding divides model states over %1 GPUs; every GPU still holds its own activations.</source>
        <translation>Sharding teilt die Modellzustände auf %1 GPUs auf; jede GPU hält weiterhin ihre eigenen Aktivierungen.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="278"/>
        <source>ZeRO sharding is a training technique; it is ignored for inference.</source>
        <translation>ZeRO-Sharding ist eine Trainingstechnik; bei Inferenz wird es ignoriert.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="287"/>
        <source>%1 kept `loss` tensors hold %1 extra graphs of activations alive.</source>
        <translation>%1 aufbewahrte `loss`-Tensoren halten %1 zusätzliche Aktivierungsgraphen am Leben.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="291"/>
        <source>Against torch.cuda.max_memory_allocated(), compare the total without headroom: the real peak comes as backward starts (saved tensors plus the logits&apos; two fp32 gradients, %1; no parameter gradients yet). Not counted: the CUDA context, cached free blocks, cuBLAS&apos;s workspace (4 MiB per stream, 32 MiB on Hopper).</source>
        <translation>Mit torch.cuda.max_memory_allocated() die Summe ohne Reserve vergleichen: der echte Höchststand liegt am Anfang des Rückwärtsdurchlaufs (gespeicherte Tensoren plus die beiden fp32-Gradienten der Logits, %1; noch keine Gradienten der Parameter). Nicht gezählt: der CUDA-Kontext, zwischengespeicherte freie Blöcke, der Arbeitsspeicher von cuBLAS (4 MiB pro Stream, 32 MiB auf Hopper).</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="357"/>
        <source>%1 GB is kept back: the CUDA context itself (about 0.3–0.45 GB, with the lazy module loading PyTorch uses since 1.13), then the allocator&apos;s reserve and library workspaces. The lesson&apos;s &quot;a gigabyte or two&quot;, at the end that still lets a 16 GB T4 serve a 7B model in fp16, as the lesson says it can. Keep more when other programs share the card.</source>
        <translation>%1 GB werden zurückgehalten: der CUDA-Kontext selbst (etwa 0,3–0,45 GB mit dem verzögerten Laden der Module, das PyTorch seit 1.13 nutzt), dann die Reserve des Allocators und die Arbeitsspeicher der Bibliotheken. Das „ein, zwei Gigabyte“ der Lektion, an dem Ende, an dem eine 16-GB-T4 ein 7B-Modell in fp16 noch für Inferenz bereitstellen kann, wie die Lektion sagt. Halten Sie mehr zurück, wenn andere Programme die Karte mitbenutzen.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="366"/>
        <source>The lesson keeps 16-bit weights with fp32 gradients (2 + 4 + 8 = 14 B/param); real mixed-precision training keeps 16-bit gradients but adds an fp32 master copy of the weights for the optimizer to update (2 + 2 + 4 + 8 = 16 B/param), so it needs about 2 bytes more per parameter.</source>
        <translation>Die Lektion rechnet mit 16-Bit-Gewichten und fp32-Gradienten (2 + 4 + 8 = 14 B/Parameter); echtes Training mit gemischter Genauigkeit hält 16-Bit-Gradienten, fügt aber eine fp32-Masterkopie der Gewichte hinzu, die der Optimizer aktualisiert (2 + 2 + 4 + 8 = 16 B/Parameter), braucht also etwa 2 Bytes mehr je Parameter.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramcards.cpp" line="13"/>
        <source>The cards follow the lesson&apos;s arithmetic in decimal GB: its 24 GB card is 24×10⁹ bytes. The &quot;24 GB&quot; on a real card means 24 GiB, which PyTorch prints as 25.8 (bytes ÷ 10⁹), so a real card holds about 7 % more than the lesson&apos;s figure; some report a little less than their label (a 16 GB T4 with ECC on: about 15.8).</source>
        <translation>Die Karten folgen der Rechnung der Lektion in dezimalen GB: ihre 24-GB-Karte hat 24×10⁹ Bytes. Die „24 GB“ einer echten Karte bedeuten 24 GiB, die PyTorch als 25.8 ausgibt (Bytes ÷ 10⁹); eine echte Karte fasst also etwa 7 % mehr als die Zahl der Lektion; manche melden etwas weniger als ihre Aufschrift (eine 16-GB-T4 mit ECC: etwa 15,8).</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="42"/>
        <source>Mixed precision (bf16 autocast)</source>
        <translation>Gemischte Genauigkeit (bf16-Autocast)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="46"/>
        <source>torch.autocast leaves the weights, gradients and optimizer state in fp32 and runs eligible ops (matrix multiplies) in bf16, so the activations they save are half the size; it also keeps a bf16 copy of each weight it casts until the backward pass. It saves activation memory, not weight memory. bf16 needs no GradScaler; fp16 does, because its small range underflows gradients.</source>
        <translation>torch.autocast lässt Gewichte, Gradienten und Optimizer-Zustand in fp32 und führt geeignete Operationen (Matrixmultiplikationen) in bf16 aus, sodass die gespeicherten Aktivierungen halb so groß sind; außerdem hält es bis zum Rückwärtsdurchlauf eine bf16-Kopie jedes umgewandelten Gewichts. Es spart Aktivierungsspeicher, nicht Gewichtsspeicher. bf16 braucht keinen GradScaler; fp16 schon, weil sein kleiner Wertebereich Gradienten unterlaufen lässt.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="53"/>
        <source>Autocast is on already.</source>
        <translation>Autocast ist schon an.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="54"/>
        <source>Autocast matters for full training of fp32 weights; this plan&apos;s weights are already below fp32 or not trained.</source>
        <translation>Autocast zählt beim vollen Training von fp32-Gewichten; die Gewichte dieses Plans liegen schon unter fp32 oder werden nicht trainiert.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="59"/>
        <source>Store the weights in bf16 (model.to(torch.bfloat16))</source>
        <translation>Die Gewichte in bf16 speichern (model.to(torch.bfloat16))</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="129"/>
        <source>Real activations shrink with the sequence (see the PyTorch estimates); the lesson&apos;s teaching figure does not model it.</source>
        <translation>Echte Aktivierungen schrumpfen mit der Sequenz (siehe die PyTorch-Schätzungen); die Lehrzahl der Lektion bildet das nicht ab.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="132"/>
        <source>Activations halve: with SDPA every saved tensor, the logits included, is linear in the sequence length.</source>
        <translation>Die Aktivierungen halbieren sich: mit SDPA ist jeder gespeicherte Tensor, die Logits eingeschlossen, linear in der Sequenzlänge.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramfixes.cpp" line="197"/>
        <source>Not a saving for this plan: it would change the total by %1%2 GB. %3</source>
        <translation>Für diesen Plan keine Ersparnis: es würde die Summe um %1%2 GB ändern. %3</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="280"/>
        <source>Autocast: weights, gradients and optimizer state stay fp32; activations are 16-bit, and the 16-bit copies of the weights it casts (2 B/param until the backward pass) are counted with the weights.</source>
        <translation>Autocast: Gewichte, Gradienten und Optimizer-Zustand bleiben fp32; Aktivierungen sind 16 Bit, und die 16-Bit-Kopien der umgewandelten Gewichte (2 B/Parameter bis zum Rückwärtsdurchlauf) zählen zu den Gewichten.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramplan.cpp" line="284"/>
        <source>Autocast changes nothing in this plan: it matters when fp32 weights are fully trained.</source>
        <translation>Autocast ändert an diesem Plan nichts: es zählt, wenn fp32-Gewichte voll trainiert werden.</translation>
    </message>
</context>
<context>
    <name>VramLabModel</name>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="108"/>
        <source>its &quot;%1&quot; is outside %2 to %3</source>
        <translation>sein &quot;%1&quot; liegt außerhalb von %2 bis %3</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="115"/>
        <source>its &quot;%1&quot; should be a number</source>
        <translation>sein &quot;%1&quot; müsste eine Zahl sein</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="127"/>
        <source>its &quot;%1&quot; should be a whole number</source>
        <translation>sein &quot;%1&quot; müsste eine ganze Zahl sein</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="158"/>
        <source>its &quot;%1&quot; should be one of: %2</source>
        <translation>sein &quot;%1&quot; müsste eines davon sein: %2</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="206"/>
        <source>its &quot;%1&quot; should be the name of a model, or &quot;&quot; for a typed count</source>
        <translation>sein &quot;%1&quot; müsste der Name eines Modells sein, oder &quot;&quot; für eine eingetippte Anzahl</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="216"/>
        <source>its &quot;%1&quot; should be &quot;&quot; or one of: %2</source>
        <translation>sein &quot;%1&quot; müsste &quot;&quot; oder eines davon sein: %2</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="233"/>
        <source>its &quot;%1&quot; is not the count of the model &quot;%2&quot; (%3): leave one of them out</source>
        <translation>sein &quot;%1&quot; ist nicht die Anzahl des Modells &quot;%2&quot; (%3): lassen Sie eines von beiden weg</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="276"/>
        <source>its &quot;%1&quot; should be true or false</source>
        <translation>sein &quot;%1&quot; müsste true oder false sein</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="294"/>
        <location filename="../core/vram/vramlabmodel.cpp" line="383"/>
        <source>it has a setting &quot;%1&quot; that this lab does not have</source>
        <translation>er hat eine Einstellung &quot;%1&quot;, die dieses Lab nicht hat</translation>
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
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="430"/>
        <source>%1 parameters, %2</source>
        <translation>%1 Parameter, %2</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="431"/>
        <source>%1 (%2 parameters), %3</source>
        <translation>%1 (%2 Parameter), %3</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="434"/>
        <location filename="../core/vram/vramlabmodel.cpp" line="443"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="437"/>
        <source>Total per GPU</source>
        <translation>Gesamt je GPU</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="438"/>
        <source>Bookkeeping</source>
        <translation>Buchführung</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="439"/>
        <source>Planned</source>
        <translation>Geplant</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="440"/>
        <source>%1 planned + %2 headroom</source>
        <translation>%1 geplant + %2 Reserve</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="18"/>
        <source>Smallest card that holds it: %1.</source>
        <translation>Kleinste Karte, die es hält: %1.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="19"/>
        <source>None of the five standard cards (8–80 GB) holds it.</source>
        <translation>Keine der fünf Standardkarten (8–80 GB) hält es.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="30"/>
        <source>per GPU: %1 planned + %2 headroom, %3 bookkeeping. %4 parameters, %5.</source>
        <translation>je GPU: %1 geplant + %2 Reserve, Buchführung %3. %4 Parameter, %5.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="42"/>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="43"/>
        <source>%1 KV cache: 2 · %2 layers · %3 KV heads · %4 head dim · %5 tokens · batch %6 · bytes = %7.</source>
        <translation>%1 KV-Cache: 2 · %2 Schichten · %3 KV-Köpfe · %4 Kopfdimension · %5 Tokens · Batch %6 · Bytes = %7.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="56"/>
        <source>Activations in use</source>
        <translation>Verwendete Aktivierungen</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="58"/>
        <source>At s = %1 tokens and b = %2 (%3 layers, h = %4, %5 heads%6): PyTorch SDPA %7, PyTorch eager %8, Megatron-style %9; the lesson&apos;s %10 assumes about 100 tokens.</source>
        <translation>Bei s = %1 Tokens und b = %2 (%3 Schichten, h = %4, %5 Köpfe%6): PyTorch SDPA %7, PyTorch eager %8, Megatron-Stil %9; die %10 der Lektion setzen etwa 100 Tokens voraus.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="65"/>
        <source>, shape guessed from the count</source>
        <translation>, Aufbau aus der Anzahl geschätzt</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="68"/>
        <source>PyTorch keeps per layer %1, in all %2; embeddings %3, final norm and LM head input %4, the loss&apos;s fp32 log-softmax %5, and the logits %6 stay alive.</source>
        <translation>PyTorch behält pro Schicht %1, insgesamt %2; Embeddings %3, letzte Norm und Eingabe des LM-Kopfs %4, die fp32-Log-Softmax des Loss %5, und die Logits %6 bleiben am Leben.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramwords.cpp" line="80"/>
        <source>Doubling the batch adds %1 (%2 %): model states do not grow with the batch, only activations do. Effective batch now %3.</source>
        <translation>Den Batch zu verdoppeln fügt %1 hinzu (%2 %): Modellzustände wachsen nicht mit dem Batch, nur Aktivierungen. Effektive Batchgröße jetzt %3.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="446"/>
        <source>fits, %1 spare</source>
        <translation>passt, %1 frei</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="447"/>
        <source>does not fit, %1 short</source>
        <translation>passt nicht, %1 zu wenig</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="449"/>
        <source>Doubling the batch</source>
        <translation>Batch verdoppeln</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="450"/>
        <source>adds %1 (%2 %)</source>
        <translation>fügt %1 hinzu (%2 %)</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="453"/>
        <source>Effective batch</source>
        <translation>Effektiver Batch</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="457"/>
        <source>Model states per parameter</source>
        <translation>Modellzustände je Parameter</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="458"/>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="462"/>
        <source>Fix %1</source>
        <translation>Abhilfe %1</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="463"/>
        <source>%1: %2%3</source>
        <translation>%1: %2%3</translation>
    </message>
    <message>
        <location filename="../core/vram/vramlabmodel.cpp" line="466"/>
        <source>%1 (n/a)</source>
        <translation>%1 (entfällt)</translation>
    </message>
</context>
<context>
    <name>VramTables</name>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="17"/>
        <source>%1 bn</source>
        <translation>%1 Mrd.</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="95"/>
        <location filename="../core/vram/vramtablemodels.cpp" line="160"/>
        <source>card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="95"/>
        <source>verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="103"/>
        <source>fits, %1 spare</source>
        <translation>passt, %1 frei</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="104"/>
        <source>does not fit, %1 short</source>
        <translation>passt nicht, %1 zu wenig</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="128"/>
        <source>per GPU</source>
        <translation>je GPU</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="128"/>
        <source>lesson 2+4+8</source>
        <translation>Lektion 2+4+8</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="128"/>
        <source>mixed ≈16</source>
        <translation>gemischt ≈16</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="136"/>
        <source>total</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <location filename="../core/vram/vramtablemodels.cpp" line="160"/>
        <source>serve 2 B</source>
        <translation>Inferenz 2 B</translation>
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
        <translation>dieser Plan</translation>
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
        <translation>„%1“ ist keine Schichtgröße (ganze Zahlen wie 784 oder 3*224*224 verwenden)</translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="36"/>
        <source>the layer size &quot;%1&quot; is too large</source>
        <translation>die Schichtgröße „%1“ ist zu groß</translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="44"/>
        <source>give at least two layer sizes (inputs and outputs), e.g. 784, 256, 10</source>
        <translation>mindestens zwei Schichtgrößen angeben (Eingaben und Ausgaben), z. B. 784, 256, 10</translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="52"/>
        <source>give at least two layer sizes (inputs and outputs)</source>
        <translation>mindestens zwei Schichtgrößen angeben (Eingaben und Ausgaben)</translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="56"/>
        <source>the batch size must be at least 1 (got %1)</source>
        <translation>die Batchgröße muss mindestens 1 sein (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="63"/>
        <source>layer sizes must be at least 1</source>
        <translation>Schichtgrößen müssen mindestens 1 sein</translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="68"/>
        <location filename="../core/throughput/workcalculator.cpp" line="76"/>
        <source>the work is too large to count</source>
        <translation>die Arbeit ist zu groß zum Zählen</translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="106"/>
        <source>Small MLP (MNIST digits)</source>
        <translation>Kleines MLP (MNIST-Ziffern)</translation>
    </message>
    <message>
        <location filename="../core/throughput/workcalculator.cpp" line="107"/>
        <source>MLP on raw 224×224 RGB pixels (ImageNet-sized)</source>
        <translation>MLP auf rohen 224×224-RGB-Pixeln (ImageNet-Größe)</translation>
    </message>
</context>
<context>
    <name>gpulab::app::KeysDialog</name>
    <message>
        <location filename="../app/keysdialog.cpp" line="46"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../app/keysdialog.cpp" line="48"/>
        <source>Tab and Shift+Tab move between controls; arrows, Space and Return work them. Esc closes this list.</source>
        <translation>Tab und Umschalt+Tab wechseln zwischen den Bedienelementen; Pfeiltasten, Leertaste und Eingabe bedienen sie. Esc schließt diese Liste.</translation>
    </message>
    <message>
        <location filename="../app/keysdialog.cpp" line="56"/>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <location filename="../app/keysdialog.cpp" line="56"/>
        <source>What it does</source>
        <translation>Was sie bewirkt</translation>
    </message>
    <message>
        <location filename="../app/keysdialog.cpp" line="60"/>
        <source>In the %1 lab</source>
        <translation>Im Lab „%1“</translation>
    </message>
    <message>
        <location filename="../app/keysdialog.cpp" line="61"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location filename="../app/keysdialog.cpp" line="61"/>
        <source>No keys of its own: Tab reaches each control, and the arrows, Space and Return work it</source>
        <translation>Keine eigenen Tasten: Tab erreicht jedes Bedienelement, Pfeile, Leertaste und Eingabe bedienen es</translation>
    </message>
    <message>
        <location filename="../app/keysdialog.cpp" line="63"/>
        <source>Everywhere in GPU Lab</source>
        <translation>Überall in GPU Lab</translation>
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
        <translation>Labs</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="212"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="216"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="219"/>
        <source>&amp;Labs</source>
        <translation>&amp;Labs</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="231"/>
        <source>&amp;Reset this lab</source>
        <translation>Dieses Lab &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="234"/>
        <source>Back to the lesson&apos;s starting state</source>
        <translation>Zurück zum Ausgangszustand der Lektion</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="235"/>
        <source>Reset &amp;all labs</source>
        <translation>&amp;Alle Labs zurücksetzen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="238"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="239"/>
        <source>&amp;Full screen (for projectors)</source>
        <translation>&amp;Vollbild (für Beamer)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="247"/>
        <source>&amp;Projector mode</source>
        <translation>&amp;Beamer-Modus</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="252"/>
        <source>Light, high-contrast colours, large text and thick chart lines for a room.</source>
        <translation>Helle Farben mit hohem Kontrast, große Schrift und dicke Diagrammlinien für einen Hörsaal.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="262"/>
        <source>&amp;Larger text</source>
        <translation>&amp;Größere Schrift</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="266"/>
        <source>&amp;Smaller text</source>
        <translation>&amp;Kleinere Schrift</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="275"/>
        <source>Lan&amp;guage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="279"/>
        <source>&amp;System language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="280"/>
        <source>&amp;English</source>
        <translation>&amp;Englisch (English)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="281"/>
        <source>&amp;German (Deutsch)</source>
        <translation>&amp;Deutsch</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="282"/>
        <source>&amp;Hindi (हिन्दी)</source>
        <translation>&amp;Hindi (हिन्दी)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="292"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="293"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="297"/>
        <source>&amp;About GPU Lab</source>
        <translation>Ü&amp;ber GPU Lab</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="502"/>
        <source>Measuring this machine…</source>
        <translation>Dieser Rechner wird vermessen…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="606"/>
        <source>still being measured</source>
        <translation>wird noch vermessen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="609"/>
        <source>not loaded (%1)</source>
        <translation>nicht geladen (%1)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="612"/>
        <source>About GPU Lab</source>
        <translation>Über GPU Lab</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="613"/>
        <source>&lt;h2&gt;GPU Lab %1&lt;/h2&gt;&lt;p&gt;Why deep-learning training runs on GPUs — measured on this machine where the hardware is there, simulated and labelled where it is not.&lt;/p&gt;&lt;p&gt;Qt %2 · oneDNN %3 · spdlog %4.%5.%6 · CUDA runtime: %7&lt;/p&gt;&lt;p&gt;Log file: %8&lt;/p&gt;</source>
        <translation>&lt;h2&gt;GPU Lab %1&lt;/h2&gt;&lt;p&gt;Warum Deep-Learning-Training auf GPUs läuft — gemessen auf diesem Rechner, wo die Hardware vorhanden ist, simuliert und gekennzeichnet, wo nicht.&lt;/p&gt;&lt;p&gt;Qt %2 · oneDNN %3 · spdlog %4.%5.%6 · CUDA-Laufzeit: %7&lt;/p&gt;&lt;p&gt;Protokolldatei: %8&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="659"/>
        <source>GPU Lab state (*.gpulab)</source>
        <translation>GPU-Lab-Zustand (*.gpulab)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="660"/>
        <source>&amp;Save lab state…</source>
        <translation>Lab-Zustand &amp;speichern…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="669"/>
        <location filename="../app/mainwindow.cpp" line="675"/>
        <source>Save lab state</source>
        <translation>Lab-Zustand speichern</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="675"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="679"/>
        <source>Saved every lab&apos;s settings to %1</source>
        <translation>Die Einstellungen aller Labs sind gespeichert in %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="684"/>
        <source>&amp;Open lab state…</source>
        <translation>Lab-Zustand ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="685"/>
        <location filename="../app/mainwindow.cpp" line="689"/>
        <source>Open lab state</source>
        <translation>Lab-Zustand öffnen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="689"/>
        <source>%1: %2. The labs are as they were.</source>
        <translation>%1: %2. Die Labs sind unverändert.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="693"/>
        <source>&amp;Copy lab state as text</source>
        <translation>Lab-Zustand als Text &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="737"/>
        <source>there is no %1 lab</source>
        <translation>es gibt kein Lab %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="742"/>
        <source>the %1 lab refused it: %2</source>
        <translation>das Lab %1 hat ihn abgelehnt: %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="180"/>
        <source>%1: %2 (Ctrl+%3)</source>
        <translation>%1: %2 (Strg+%3)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="254"/>
        <source>Show the lab &amp;list</source>
        <translation>&amp;Lab-Liste anzeigen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="269"/>
        <source>&amp;Normal text size</source>
        <translation>&amp;Normale Schriftgröße</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="288"/>
        <source>Switches every lab to this language now; remembered for the next start.</source>
        <translation>Stellt jedes Lab sofort auf diese Sprache um; beim nächsten Start bleibt sie eingestellt.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="511"/>
        <source>⚠ %1 · %2</source>
        <translation>⚠ %1 · %2</translation>
    </message>
</context>
<context>
    <name>gpulab::app::SaveResultsDialog</name>
    <message>
        <location filename="../app/resultsdialog.cpp" line="30"/>
        <location filename="../app/resultsdialog.cpp" line="56"/>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="52"/>
        <source>CPU: %1, %2 cores, %3</source>
        <translation>CPU: %1, %2 Kerne, %3</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="52"/>
        <source>SIMD unknown</source>
        <translation>SIMD unbekannt</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="53"/>
        <source>CPU peaks: fp32 %1, bf16 %2; memory bandwidth %3</source>
        <translation>CPU-Spitzen: fp32 %1, bf16 %2; Speicherbandbreite %3</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="58"/>
        <source>GPU: %1, %2, driver %3, CUDA %4 (runtime %5)</source>
        <translation>GPU: %1, %2, Treiber %3, CUDA %4 (Runtime %5)</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="62"/>
        <source>GPU: none usable (%1)</source>
        <translation>GPU: keine nutzbar (%1)</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="63"/>
        <source>Lesson benchmark: not run</source>
        <translation>Benchmark der Lektion: nicht gelaufen</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="64"/>
        <source>Lesson benchmark: n = %1</source>
        <translation>Benchmark der Lektion: n = %1</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="66"/>
        <source>Measured sweeps: none</source>
        <translation>Messreihen: keine</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="67"/>
        <source>Measured sweeps: %1 series, n = %2</source>
        <translation>Messreihen: %1 Reihen, n = %2</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="68"/>
        <source>Timing illusion: not measured</source>
        <translation>Messtäuschung: nicht gemessen</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="69"/>
        <source>Timing illusion: %1 readings</source>
        <translation>Messtäuschung: %1 Messwerte</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="70"/>
        <source>Roofline: not measured</source>
        <translation>Roofline: nicht gemessen</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="70"/>
        <source>Roofline: %1 devices</source>
        <translation>Roofline: %1 Geräte</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="71"/>
        <source>GPU Lab %1, saved %2 (UTC)</source>
        <translation>GPU Lab %1, gespeichert %2 (UTC)</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="72"/>
        <source>Not in the file: host name, user name, folders or paths, serial numbers.</source>
        <translation>Nicht in der Datei: Rechnername, Benutzername, Ordner oder Pfade, Seriennummern.</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="80"/>
        <location filename="../app/resultsdialog.cpp" line="139"/>
        <location filename="../app/resultsdialog.cpp" line="146"/>
        <source>Save my results</source>
        <translation>Meine Ergebnisse speichern</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="82"/>
        <source>This writes a results file for the class board. Exactly this goes in it:</source>
        <translation>Dies schreibt eine Ergebnisdatei für die Klassentafel. Genau das steht darin:</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="91"/>
        <source>Nothing was measured in this session yet: run the throughput lab&apos;s sweep or benchmark, the roofline or the timing lab&apos;s &quot;Run it&quot; first, or save the machine alone.</source>
        <translation>In dieser Sitzung wurde noch nichts gemessen: Führen Sie zuerst die Messreihe oder den Benchmark im Durchsatz-Wettrennen, die Roofline oder „Ausführen“ in der Messfalle aus, oder speichern Sie nur den Rechner.</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="102"/>
        <source>optional, e.g. &quot;row 3, left&quot;</source>
        <translation>optional, z. B. „Reihe 3, links“</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="103"/>
        <source>&amp;Nickname on the board:</source>
        <translation>&amp;Spitzname auf der Tafel:</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="108"/>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="109"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="124"/>
        <source>Save my &amp;results…</source>
        <translation>Meine &amp;Ergebnisse speichern…</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="140"/>
        <source>Results files (*.json)</source>
        <translation>Ergebnisdateien (*.json)</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="151"/>
        <source>Saved your results to %1: hand this file to your instructor</source>
        <translation>Ihre Ergebnisse wurden in %1 gespeichert: Geben Sie diese Datei Ihrer Lehrkraft</translation>
    </message>
    <message>
        <location filename="../app/resultsdialog.cpp" line="158"/>
        <source>Open results on the class &amp;board…</source>
        <translation>Ergebnisse auf der Klassen&amp;tafel öffnen…</translation>
    </message>
</context>
<context>
    <name>gpulab::core::QuickCheckTableModel</name>
    <message>
        <location filename="../core/quickchecktablemodel.cpp" line="49"/>
        <source>GPU (simulated)</source>
        <translation>GPU (simuliert)</translation>
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
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../core/quickchecktablemodel.cpp" line="82"/>
        <source>median time</source>
        <translation>Median-Zeit</translation>
    </message>
    <message>
        <location filename="../core/quickchecktablemodel.cpp" line="83"/>
        <source>rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <location filename="../core/quickchecktablemodel.cpp" line="84"/>
        <source>of peak</source>
        <translation>Anteil der Spitze</translation>
    </message>
    <message>
        <location filename="../core/quickchecktablemodel.cpp" line="85"/>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>gpulab::core::board::BoardTableModel</name>
    <message>
        <location filename="../core/board/boardtablemodel.cpp" line="61"/>
        <source>Identical files merged into this row: %1</source>
        <translation>In dieser Zeile zusammengeführte gleiche Dateien: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::core::cost::CostLabModel</name>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="29"/>
        <location filename="../core/cost/costlabmodel.cpp" line="144"/>
        <source>built-in example rates, written %1 — examples for teaching, not quotes</source>
        <translation>eingebaute Beispielpreise, Stand %1 — Beispiele für den Unterricht, keine Angebote</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="37"/>
        <location filename="../core/cost/costlabmodel.cpp" line="97"/>
        <source>your saved table (%1)</source>
        <translation>Ihre gespeicherte Tabelle (%1)</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="40"/>
        <source>Your saved table could not be read — %1. Using the built-in examples; the file was not changed.</source>
        <translation>Ihre gespeicherte Tabelle ließ sich nicht lesen — %1. Es gelten die eingebauten Beispiele; die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="55"/>
        <source>your edited table (not saved yet)</source>
        <translation>Ihre bearbeitete Tabelle (noch nicht gespeichert)</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="94"/>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="98"/>
        <source>Saved to %1.</source>
        <translation>Gespeichert nach %1.</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="107"/>
        <source>Not loaded — %1. The table in use is unchanged and the file was left as it is.</source>
        <translation>Nicht geladen — %1. Die verwendete Tabelle ist unverändert, und die Datei blieb, wie sie war.</translation>
    </message>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="114"/>
        <source>loaded from %1</source>
        <translation>geladen aus %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/cost/costlabmodel.cpp" line="116"/>
        <source>Loaded %n classes from %1.</source>
        <translation>
            <numerusform>%n Klasse aus %1 geladen.</numerusform>
            <numerusform>%n Klassen aus %1 geladen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/cost/costlabmodel.cpp" line="147"/>
        <source>Back to the built-in examples (your saved file, if any, is unchanged until you save).</source>
        <translation>Zurück zu den eingebauten Beispielen (Ihre gespeicherte Datei, falls vorhanden, bleibt unverändert, bis Sie speichern).</translation>
    </message>
</context>
<context>
    <name>gpulab::core::cost::RateTableModel</name>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="90"/>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="91"/>
        <source>class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="92"/>
        <source>VRAM (GB)</source>
        <translation>VRAM (GB)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="93"/>
        <source>on demand ($/h)</source>
        <translation>On-Demand ($/h)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="94"/>
        <source>spot ($/h)</source>
        <translation>Spot ($/h)</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="116"/>
        <source>Row %1, %2</source>
        <translation>Zeile %1, %2</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="123"/>
        <source>%1: &quot;%2&quot; is not a number.</source>
        <translation>%1: „%2“ ist keine Zahl.</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="132"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="141"/>
        <source>There is no cell at row %1, column %2.</source>
        <translation>In Zeile %1, Spalte %2 gibt es keine Zelle.</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="158"/>
        <source>%1 The cell keeps its value; nothing else changed.</source>
        <translation>%1 Die Zelle behält ihren Wert; sonst hat sich nichts geändert.</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="195"/>
        <source>New class</source>
        <translation>Neue Klasse</translation>
    </message>
    <message>
        <location filename="../core/cost/ratetablemodel.cpp" line="211"/>
        <source>The table needs at least one card class; the last one stays.</source>
        <translation>Die Tabelle braucht mindestens eine Kartenklasse; die letzte bleibt.</translation>
    </message>
</context>
<context>
    <name>gpulab::core::throughput::SweepRunner</name>
    <message>
        <location filename="../core/throughput/sweeprunner.cpp" line="22"/>
        <source>no compute engine</source>
        <translation>keine Rechen-Engine</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeprunner.cpp" line="24"/>
        <source>a sweep is already running</source>
        <translation>eine Messreihe läuft schon</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeprunner.cpp" line="26"/>
        <source>nothing to measure: choose at least one size and one backend</source>
        <translation>nichts zu messen: wählen Sie mindestens eine Größe und ein Backend</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeprunner.cpp" line="131"/>
        <source>stopped: another measurement was started while the sweep ran</source>
        <translation>angehalten: während der Messreihe wurde eine andere Messung gestartet</translation>
    </message>
</context>
<context>
    <name>gpulab::core::throughput::SweepTableModel</name>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="50"/>
        <source>%1 %2 (simulated)</source>
        <translation>%1 %2 (simuliert)</translation>
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
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="91"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="92"/>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="93"/>
        <source>fastest – slowest</source>
        <translation>schnellste – langsamste</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="94"/>
        <source>rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="95"/>
        <source>of peak</source>
        <translation>Anteil der Spitze</translation>
    </message>
    <message>
        <location filename="../core/throughput/sweeptablemodel.cpp" line="96"/>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::BoardCurveChart</name>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="207"/>
        <source>Sweep curves of every machine: CPU solid, GPU dash-dot, simulated dashed</source>
        <translation>Messreihen aller Rechner: CPU durchgezogen, GPU strichpunktiert, simuliert gestrichelt</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="250"/>
        <source>class crossover range: n = %1 to %2</source>
        <translation>Kreuzungspunkte der Klasse: n = %1 bis %2</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="261"/>
        <source>matrix size n (log scale)</source>
        <translation>Matrixgröße n (logarithmisch)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="262"/>
        <source>GFLOP/s (log scale)</source>
        <translation>GFLOP/s (logarithmisch)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="266"/>
        <source>Sweep curves of every machine</source>
        <translation>Messreihen aller Rechner</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="268"/>
        <source>%1 curves; the class crossover lies between n = %2 and %3.</source>
        <translation>%1 Kurven; der Kreuzungspunkt der Klasse liegt zwischen n = %2 und %3.</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="272"/>
        <source>%1 curves; no machine measured a crossover.</source>
        <translation>%1 Kurven; kein Rechner hat einen Kreuzungspunkt gemessen.</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::BoardPanel</name>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="136"/>
        <source>No results files opened yet: the board shows what learners measured on their own machines</source>
        <translation>Noch keine Ergebnisdateien geöffnet: Die Tafel zeigt, was Lernende auf ihren eigenen Rechnern gemessen haben</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="137"/>
        <source>Measured on the learners&apos; machines: %1 files read, %2 machines</source>
        <translation>Gemessen auf den Rechnern der Lernenden: %1 Dateien gelesen, %2 Rechner</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="158"/>
        <source>Reading the results files…</source>
        <translation>Die Ergebnisdateien werden gelesen…</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="164"/>
        <source>Open results files</source>
        <translation>Ergebnisdateien öffnen</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="167"/>
        <source>Results files (*.json)</source>
        <translation>Ergebnisdateien (*.json)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="167"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="175"/>
        <source>Open a folder of results files</source>
        <translation>Einen Ordner mit Ergebnisdateien öffnen</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="210"/>
        <source>Open learners&apos; results files or a folder of them, or drop them here.</source>
        <translation>Öffnen Sie Ergebnisdateien der Lernenden oder einen Ordner davon, oder ziehen Sie sie hierher.</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="212"/>
        <source>Machines on the board: %1 (from %2 files read; %3 refused)</source>
        <translation>Rechner auf der Tafel: %1 (aus %2 gelesenen Dateien; %3 abgelehnt)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="218"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="223"/>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="227"/>
        <source>Refused, left as they are:</source>
        <translation>Abgelehnt, unverändert gelassen:</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="234"/>
        <source>The class board: every learner&apos;s machine side by side, from the results files they saved (File › Save my results… or gpulab bench --save). Files are only read.</source>
        <translation>Die Klassentafel: die Rechner aller Lernenden nebeneinander, aus den Ergebnisdateien, die sie gespeichert haben (Datei › Meine Ergebnisse speichern… oder gpulab bench --save). Dateien werden nur gelesen.</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="236"/>
        <source>&amp;Open files…</source>
        <translation>Dateien ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="237"/>
        <source>Open a fol&amp;der…</source>
        <translation>&amp;Ordner öffnen…</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="238"/>
        <source>&amp;Empty the board</source>
        <translation>Tafel l&amp;eeren</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="239"/>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="240"/>
        <source>Best rates</source>
        <translation>Beste Raten</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="241"/>
        <source>Sweep curves</source>
        <translation>Messreihen</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="242"/>
        <source>Class figures</source>
        <translation>Zahlen der Klasse</translation>
    </message>
    <message>
        <location filename="../labs/board/boardpanel.cpp" line="243"/>
        <source>Machines on the class board</source>
        <translation>Rechner auf der Klassentafel</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::BoardRateChart</name>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="84"/>
        <source>Best measured GFLOP/s of each machine, by device and precision</source>
        <translation>Beste gemessene GFLOP/s jedes Rechners, nach Gerät und Genauigkeit</translation>
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
        <translation>%1 %2 — simuliert, nicht gemessen</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="108"/>
        <source>%1 %2 — measured</source>
        <translation>%1 %2 — gemessen</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="142"/>
        <source>%1 %2: %3 — datasheet, not measured</source>
        <translation>%1 %2: %3 — Datenblatt, nicht gemessen</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="155"/>
        <source>Highlighted: %1</source>
        <translation>Hervorgehoben: %1</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="166"/>
        <source>machine (its number in the table)</source>
        <translation>Rechner (seine Nummer in der Tabelle)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="174"/>
        <source>GFLOP/s (log scale)</source>
        <translation>GFLOP/s (logarithmisch)</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="179"/>
        <source>Best measured GFLOP/s of each machine</source>
        <translation>Beste gemessene GFLOP/s jedes Rechners</translation>
    </message>
    <message>
        <location filename="../labs/board/boardcharts.cpp" line="180"/>
        <source>%1 points from %2 machines; %3 reference cards as dashed lines, from datasheets, not measured.</source>
        <translation>%1 Punkte von %2 Rechnern; %3 Referenzkarten als gestrichelte Linien, aus Datenblättern, nicht gemessen.</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::ChaptersPage</name>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="67"/>
        <source>Next chapter ›</source>
        <translation>Nächstes Kapitel ›</translation>
    </message>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="68"/>
        <source>Chapters</source>
        <translation>Kapitel</translation>
    </message>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="69"/>
        <source>Chapter text</source>
        <translation>Text des Kapitels</translation>
    </message>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="113"/>
        <source>%1 ›</source>
        <translation>%1 ›</translation>
    </message>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="115"/>
        <source>Opens &quot;%1&quot;%2.</source>
        <translation>Öffnet „%1“%2.</translation>
    </message>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="117"/>
        <source> set to &quot;%1&quot;</source>
        <translation> eingestellt auf „%1“</translation>
    </message>
    <message>
        <location filename="../labs/learn/chapterspage.cpp" line="118"/>
        <source>The lab &quot;%1&quot; is not part of this build.</source>
        <translation>Das Lab „%1“ ist nicht Teil dieses Builds.</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::CostBuyTab</name>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="81"/>
        <source>Owning a card</source>
        <translation>Eine eigene Karte</translation>
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
        <translation> h/Monat</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="85"/>
        <source>Card price</source>
        <translation>Kartenpreis</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="86"/>
        <source>Power draw</source>
        <translation>Leistungsaufnahme</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="87"/>
        <source>Electricity</source>
        <translation>Strom</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="88"/>
        <source>Your usage</source>
        <translation>Ihre Nutzung</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="89"/>
        <source>Instead of renting</source>
        <translation>Statt zu mieten</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="131"/>
        <source>Renting %1 at %2/h costs no more than the power your own card would draw (%3/h): buying never pays off at these prices.</source>
        <translation>%1 für %2/h zu mieten kostet nicht mehr als der Strom, den Ihre eigene Karte ziehen würde (%3/h): Kaufen lohnt sich bei diesen Preisen nie.</translation>
    </message>
    <message>
        <location filename="../labs/cost/costbuytab.cpp" line="134"/>
        <source>Your card&apos;s power costs &lt;b&gt;%1/h&lt;/b&gt;; renting %2 costs &lt;b&gt;%3/h&lt;/b&gt;.&lt;br&gt;The card pays for itself after &lt;b&gt;%4 hours&lt;/b&gt; of use — &lt;b&gt;%5 months&lt;/b&gt; at %6 h a month.&lt;br&gt;&lt;small&gt;Not counted: resale value, the rest of the computer, your time setting it up.&lt;/small&gt;</source>
        <translation>Der Strom Ihrer Karte kostet &lt;b&gt;%1/h&lt;/b&gt;; %2 zu mieten kostet &lt;b&gt;%3/h&lt;/b&gt;.&lt;br&gt;Die Karte hat sich nach &lt;b&gt;%4 Stunden&lt;/b&gt; Nutzung bezahlt gemacht — &lt;b&gt;%5 Monate&lt;/b&gt; bei %6 h im Monat.&lt;br&gt;&lt;small&gt;Nicht gerechnet: Wiederverkaufswert, der restliche Rechner, Ihre Zeit für die Einrichtung.&lt;/small&gt;</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::CostPanel</name>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="63"/>
        <source>What will the sweep cost?</source>
        <translation>Was wird der Sweep kosten?</translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="64"/>
        <source>Sweep and spot</source>
        <translation>Sweep und Spot</translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="65"/>
        <source>Which route</source>
        <translation>Welcher Weg</translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="66"/>
        <source>Buy or rent</source>
        <translation>Kaufen oder mieten</translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="67"/>
        <source>Rates table</source>
        <translation>Preistabelle</translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="68"/>
        <location filename="../labs/cost/costpanel.cpp" line="69"/>
        <source>Cost calculator pages</source>
        <translation>Seiten des Kostenrechners</translation>
    </message>
    <message>
        <location filename="../labs/cost/costpanel.cpp" line="104"/>
        <source>Arithmetic on %1 — no measurement involved</source>
        <translation>Nur gerechnet, keine Messung beteiligt — Grundlage: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::CostRatesTab</name>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="83"/>
        <source>Add a class</source>
        <translation>Klasse hinzufügen</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="84"/>
        <source>Remove the selected class</source>
        <translation>Gewählte Klasse entfernen</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="85"/>
        <source>Save as my table</source>
        <translation>Als meine Tabelle speichern</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="86"/>
        <source>Load a table…</source>
        <translation>Tabelle laden…</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="87"/>
        <source>Reset to the built-in examples</source>
        <translation>Auf die eingebauten Beispiele zurücksetzen</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="72"/>
        <source>Load a rates table</source>
        <translation>Eine Preistabelle laden</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="72"/>
        <source>Rates (*.json)</source>
        <translation>Preise (*.json)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="88"/>
        <source>Rates table</source>
        <translation>Preistabelle</translation>
    </message>
    <message>
        <location filename="../labs/cost/costratestab.cpp" line="109"/>
        <source>&lt;b&gt;In use:&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;Im Einsatz:&lt;/b&gt; %1.</translation>
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
        <translation>Wie oft trainieren Sie?</translation>
    </message>
    <message>
        <location filename="../labs/cost/costroutestab.cpp" line="83"/>
        <source>✓ %1 (for you)</source>
        <translation>✓ %1 (für Sie)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costroutestab.cpp" line="84"/>
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Cost:&lt;/b&gt; %2&lt;/p&gt;&lt;p&gt;&lt;b&gt;Set-up:&lt;/b&gt; %3&lt;/p&gt;&lt;p&gt;&lt;b&gt;Best for:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch out:&lt;/b&gt; %5&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Kosten:&lt;/b&gt; %2&lt;/p&gt;&lt;p&gt;&lt;b&gt;Einrichtung:&lt;/b&gt; %3&lt;/p&gt;&lt;p&gt;&lt;b&gt;Am besten für:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;&lt;b&gt;Vorsicht:&lt;/b&gt; %5&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costroutestab.cpp" line="92"/>
        <source>You train &lt;b&gt;%1&lt;/b&gt; → &lt;b&gt;%2&lt;/b&gt;. Daily work pays for its own card; now-and-then experiments fit a free notebook; a serious project rents what it needs, with a cap set first.</source>
        <translation>Sie trainieren &lt;b&gt;%1&lt;/b&gt; → &lt;b&gt;%2&lt;/b&gt;. Tägliche Arbeit bezahlt ihre eigene Karte; gelegentliche Experimente passen in ein kostenloses Notebook; ein ernsthaftes Projekt mietet, was es braucht, mit vorher gesetzter Grenze.</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::CostSweepTab</name>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="223"/>
        <source>The sweep</source>
        <translation>Der Sweep</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="224"/>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="225"/>
        <source>spot (pre-emptible, about half price)</source>
        <translation>Spot (unterbrechbar, etwa halber Preis)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="226"/>
        <source>no cap</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="227"/>
        <source>Set a spending cap before you start: the bars turn red above it.</source>
        <translation>Setzen Sie vor dem Start eine Ausgabengrenze: darüber werden die Balken rot.</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="228"/>
        <source>forget the instance afterwards</source>
        <translation>die Instanz danach vergessen</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="229"/>
        <source> h idle</source>
        <translation> h im Leerlauf</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="231"/>
        <source>An instance nobody stopped keeps billing, at the rate it was rented at (spot or on demand), until someone does.</source>
        <translation>Eine Instanz, die niemand angehalten hat, kostet weiter, zu dem Preis, zu dem sie gemietet wurde (Spot oder On-Demand), bis jemand sie anhält.</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="233"/>
        <source>Hours the forgotten instance runs idle</source>
        <translation>Stunden, die die vergessene Instanz ungenutzt läuft</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="234"/>
        <source>(no model chosen)</source>
        <translation>(kein Modell gewählt)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="235"/>
        <source>inference (fp16)</source>
        <translation>Inferenz (fp16)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="236"/>
        <source>full training (Adam)</source>
        <translation>volles Training (Adam)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="237"/>
        <source>LoRA fine-tuning</source>
        <translation>LoRA-Feinabstimmung</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="238"/>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA-Feinabstimmung</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="239"/>
        <source>Card class</source>
        <translation>Kartenklasse</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="240"/>
        <source>Hours per run</source>
        <translation>Stunden je Lauf</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="241"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="242"/>
        <source>Spending cap</source>
        <translation>Ausgabengrenze</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="243"/>
        <source>Model to hold</source>
        <translation>Zu haltendes Modell</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="244"/>
        <source>Used for</source>
        <translation>Verwendet für</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="245"/>
        <source>Spot done properly</source>
        <translation>Spot, richtig gemacht</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="246"/>
        <source> per hour</source>
        <translation> pro Stunde</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="247"/>
        <location filename="../labs/cost/costsweeptab.cpp" line="249"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="248"/>
        <source>no checkpoints</source>
        <translation>keine Checkpoints</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="250"/>
        <source>Pre-emptions</source>
        <translation>Unterbrechungen</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="251"/>
        <source>Checkpoint every</source>
        <translation>Checkpoint alle</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="252"/>
        <source>Restart costs</source>
        <translation>Neustart kostet</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="253"/>
        <source>The same sweep on every card class</source>
        <translation>Derselbe Sweep auf jeder Kartenklasse</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="254"/>
        <source>Sweep cost per card class</source>
        <translation>Kosten des Sweeps je Kartenklasse</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="255"/>
        <source>Expected cost of the sweep against the pre-emption rate</source>
        <translation>Erwartete Kosten des Sweeps über der Unterbrechungsrate</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="256"/>
        <source>Spot cost against the pre-emption rate</source>
        <translation>Spot-Kosten in Abhängigkeit von der Unterbrechungsrate</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="318"/>
        <source>%1 %2 (cheapest that fits)</source>
        <translation>%1 %2 (am günstigsten, das passt)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="319"/>
        <source>%1 %2 (cannot hold the model)</source>
        <translation>%1 %2 (fasst das Modell nicht)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="320"/>
        <source>%1 %2 (over the cap)</source>
        <translation>%1 %2 (über dem Limit)</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="321"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="323"/>
        <source>Bars: the sweep&apos;s cost on each card class — %1.</source>
        <translation>Balken: die Kosten des Sweeps auf jeder Kartenklasse — %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/cost/costsweeptab.cpp" line="344"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2/h × %3 h × %Ln runs = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %2/h × %3 h × %Ln Lauf = &lt;b&gt;%4&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %2/h × %3 h × %Ln Läufe = &lt;b&gt;%4&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="347"/>
        <source>&lt;br&gt;+ expected work redone and restarts after pre-emptions (see “Spot done properly”) = &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;br&gt;+ erwartete wiederholte Arbeit und Neustarts nach Unterbrechungen (siehe „Spot, richtig gemacht“) = &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="351"/>
        <source>&lt;br&gt;+ forgotten instance: %1 h × %2/h at the spot rate = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>&lt;br&gt;+ vergessene Instanz: %1 h × %2/h zum Spot-Preis = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="352"/>
        <source>&lt;br&gt;+ forgotten instance: %1 h × %2/h on demand = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>&lt;br&gt;+ vergessene Instanz: %1 h × %2/h On-Demand = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="354"/>
        <source>&lt;br&gt;Total, expected with pre-emptions: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;br&gt;Gesamt, erwartet mit Unterbrechungen: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="355"/>
        <source>&lt;br&gt;Total &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;br&gt;Gesamt &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="357"/>
        <source> — &lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;over your %2 cap&lt;/b&gt;&lt;/span&gt;</source>
        <translation> — &lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;über Ihrer Grenze von %2&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="362"/>
        <source>&lt;br&gt;&lt;small&gt;%1&lt;/small&gt;</source>
        <translation>&lt;br&gt;&lt;small&gt;%1&lt;/small&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="373"/>
        <source>%1 cannot hold %2 for %3: it needs %4, the card has %5 GB.</source>
        <translation>%1 kann %2 für %3 nicht halten: es braucht %4, die Karte hat %5 GB.</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="377"/>
        <source>Every class can hold %1 for %2 (VRAM planner, headroom included).</source>
        <translation>Jede Klasse kann %1 für %2 halten (VRAM-Planer, Reserve eingerechnet).</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="397"/>
        <location filename="../labs/cost/costsweeptab.cpp" line="423"/>
        <source>checkpointing every %1 min</source>
        <translation>mit Checkpoint alle %1 min</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="398"/>
        <source>&lt;b&gt;without checkpoints&lt;/b&gt;</source>
        <translation>&lt;b&gt;ohne Checkpoints&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="401"/>
        <source>On spot with %1 pre-emptions per hour, %2, the expected time and cost of a %3 h run are too large to compute: almost every stretch of work is cut short before it is saved. Checkpoint more often or shorten the runs.</source>
        <translation>Auf Spot mit %1 Unterbrechungen pro Stunde, %2, sind die erwartete Zeit und die Kosten eines Laufs von %3 h zu groß zum Berechnen: fast jedes Stück Arbeit wird abgebrochen, bevor es gespeichert ist. Setzen Sie öfter Checkpoints oder verkürzen Sie die Läufe.</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="407"/>
        <source>On spot with %1 pre-emptions per hour, %2: a run takes &lt;b&gt;%3 h&lt;/b&gt; on average (%4 h of work redone or restarting, %5 pre-emptions). Expected &lt;b&gt;%6&lt;/b&gt; for the sweep&apos;s runs, against &lt;b&gt;%7&lt;/b&gt; on demand. %8</source>
        <translation>Auf Spot mit %1 Unterbrechungen pro Stunde, %2: ein Lauf dauert im Mittel &lt;b&gt;%3 h&lt;/b&gt; (%4 h wiederholte Arbeit oder Neustart, %5 Unterbrechungen). Erwartet &lt;b&gt;%6&lt;/b&gt; für die Läufe des Sweeps, gegenüber &lt;b&gt;%7&lt;/b&gt; On-Demand. %8</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="415"/>
        <source>Spot stops paying off above &lt;b&gt;%1&lt;/b&gt; pre-emptions per hour.</source>
        <translation>Spot lohnt sich ab &lt;b&gt;%1&lt;/b&gt; Unterbrechungen pro Stunde nicht mehr.</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="416"/>
        <source>Spot pays off at any rate here.</source>
        <translation>Spot lohnt sich hier bei jeder Rate.</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="422"/>
        <source>Lines: the sweep&apos;s expected cost on spot %1 and on demand (%2) as the pre-emption rate grows; %3</source>
        <translation>Linien: die erwarteten Kosten des Sweeps auf Spot %1 und On-Demand (%2), während die Unterbrechungsrate steigt; %3</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="424"/>
        <source>without checkpoints</source>
        <translation>ohne Checkpoints</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="426"/>
        <source>spot stops paying off above %1 pre-emptions per hour.</source>
        <translation>Spot lohnt sich ab %1 Unterbrechungen pro Stunde nicht mehr.</translation>
    </message>
    <message>
        <location filename="../labs/cost/costsweeptab.cpp" line="427"/>
        <source>spot pays off at any rate here.</source>
        <translation>Spot lohnt sich hier bei jeder Rate.</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::DeviceReportPanel</name>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="198"/>
        <source>Verify your GPU</source>
        <translation>Ihre GPU prüfen</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="199"/>
        <source>Probe again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="200"/>
        <source>Ask the driver and the CPU again (free memory changes while you work).</source>
        <translation>Treiber und CPU erneut fragen (der freie Speicher ändert sich, während Sie arbeiten).</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="132"/>
        <source>Not run yet. Each side: 1 warm-up, 3 timed runs, 64 entries verified.</source>
        <translation>Noch nicht gelaufen. Je Seite: 1 Aufwärmlauf, 3 gemessene Läufe, 64 Einträge geprüft.</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="221"/>
        <source>How to read it: the rate is 2n³ floating-point operations divided by the median time. &quot;Of peak&quot; compares it with this CPU&apos;s measured FMA limit (or the GPU&apos;s limit from its properties). A result is only trusted after sampled entries were recomputed in double precision.</source>
        <translation>So liest man es: die Rate ist 2n³ Gleitkommaoperationen geteilt durch die Median-Zeit. „Anteil der Spitze“ vergleicht sie mit der gemessenen FMA-Grenze dieser CPU (oder der Grenze der GPU aus ihren Eigenschaften). Einem Ergebnis wird erst vertraut, wenn Stichproben in doppelter Genauigkeit nachgerechnet wurden.</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="318"/>
        <source>CUDA is usable: %1, %2 of memory. GPU figures in the labs are measured.</source>
        <translation>CUDA ist nutzbar: %1, %2 Speicher. GPU-Zahlen in den Labs sind gemessen.</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="324"/>
        <source>No usable GPU: %1. GPU figures in the labs are simulated, and say so.</source>
        <translation>Keine nutzbare GPU: %1. GPU-Zahlen in den Labs sind simuliert und als solche gekennzeichnet.</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="326"/>
        <source>&lt;b&gt;Fix:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Abhilfe:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="329"/>
        <source>&lt;br&gt;&lt;b&gt;The CUDA runtime itself says:&lt;/b&gt; &lt;code&gt;%1&lt;/code&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;Die CUDA-Laufzeit selbst sagt:&lt;/b&gt; &lt;code&gt;%1&lt;/code&gt;</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="331"/>
        <source>&lt;br&gt;The runtime calls a missing driver &quot;insufficient&quot; too; GPU Lab looked for the driver library itself, and it is not there.</source>
        <translation>&lt;br&gt;Die Laufzeit nennt auch einen fehlenden Treiber „insufficient“; GPU Lab hat selbst nach der Treiberbibliothek gesucht, und sie ist nicht da.</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="282"/>
        <location filename="../labs/device/devicereportpanel.cpp" line="342"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="343"/>
        <source>Cores (threads)</source>
        <translation>Kerne (Threads)</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="344"/>
        <source>Widest SIMD</source>
        <translation>Breitestes SIMD</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="282"/>
        <location filename="../labs/device/devicereportpanel.cpp" line="346"/>
        <source>Measured fp32 peak</source>
        <translation>Gemessene fp32-Spitzenleistung</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="348"/>
        <source>%1 — %2 on every core</source>
        <translation>%1 — %2 auf jedem Kern</translation>
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
        <translation>Was lscpu und oneDNN melden.</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="206"/>
        <source>NVIDIA GPU</source>
        <translation>NVIDIA-GPU</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="207"/>
        <source>What nvidia-smi and torch.cuda report.</source>
        <translation>Was nvidia-smi und torch.cuda melden.</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="208"/>
        <source>Triage</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="209"/>
        <source>The checks, in the order to make them.</source>
        <translation>Die Prüfungen, in der Reihenfolge, in der man sie macht.</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="211"/>
        <source>A ✗ leaves the checks below it not checked. The driver is looked for on its own: GPU Lab loads its CUDA module only when there is a driver, so without one the module shows as not checked. The toolkit (nvcc, libcudart, libcublas) is only half of the story: the CUDA runtime reaches the GPU through the driver&apos;s libcuda.so.1. A newer driver runs programs built for an older CUDA; within one major version an older driver usually runs a newer minor release too (minor-version compatibility), across major versions it cannot. nvidia-smi ships with the driver, so when it is missing the first command of the lesson already fails.</source>
        <translation>Ein ✗ lässt die Prüfungen darunter ungeprüft. Der Treiber wird für sich gesucht: GPU Lab lädt sein CUDA-Modul nur, wenn es einen Treiber gibt, ohne Treiber erscheint das Modul also als nicht geprüft. Das Toolkit (nvcc, libcudart, libcublas) ist nur die halbe Geschichte: die CUDA-Laufzeit erreicht die GPU über libcuda.so.1 des Treibers. Ein neuerer Treiber führt Programme aus, die für ein älteres CUDA gebaut wurden; innerhalb einer Hauptversion führt ein älterer Treiber meist auch eine neuere Nebenversion aus (Kompatibilität zwischen Nebenversionen), über Hauptversionen hinweg nicht. nvidia-smi kommt mit dem Treiber; fehlt er, scheitert schon der erste Befehl der Lektion.</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="218"/>
        <source>Quick check</source>
        <translation>Schnelltest</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="219"/>
        <source>Measured where the hardware is there.</source>
        <translation>Gemessen, wo die Hardware vorhanden ist.</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="225"/>
        <source>Quick check results</source>
        <translation>Ergebnisse des Schnelltests</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="273"/>
        <source>Measuring this machine… (the CPU&apos;s FMA peak and the CUDA probe run in the background; the figures appear here in a moment)</source>
        <translation>Dieser Rechner wird vermessen… (die FMA-Spitzenleistung der CPU und die CUDA-Abfrage laufen im Hintergrund; die Zahlen erscheinen hier gleich)</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="280"/>
        <source>measuring…</source>
        <translation>wird gemessen…</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="296"/>
        <source>Measuring this machine…</source>
        <translation>Dieser Rechner wird vermessen…</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="349"/>
        <source>%1, kernels for %2</source>
        <translation>%1, Kernel für %2</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="350"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="350"/>
        <source>%1 total, %2 available</source>
        <translation>%1 gesamt, %2 verfügbar</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="356"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="357"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="357"/>
        <source>%1 total, %2 free</source>
        <translation>%1 gesamt, %2 frei</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="360"/>
        <source>torch would print</source>
        <translation>torch würde ausgeben</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="361"/>
        <source>total_memory / 1e9 = %1</source>
        <translation>total_memory / 1e9 = %1</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="362"/>
        <source>Compute capability</source>
        <translation>Compute Capability</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="365"/>
        <source>SMs × fp32 lanes</source>
        <translation>SMs × fp32-Rechenwerke</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="366"/>
        <source>%1 × %2 at %3 MHz</source>
        <translation>%1 × %2 mit %3 MHz</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="368"/>
        <source>fp32 peak</source>
        <translation>fp32-Spitzenleistung</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="369"/>
        <source>%1 (from the device&apos;s properties)</source>
        <translation>%1 (aus den Eigenschaften des Geräts)</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="391"/>
        <source>cuBLAS from</source>
        <translation>cuBLAS aus</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="394"/>
        <source>Set in environment</source>
        <translation>In der Umgebung gesetzt</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="395"/>
        <source>%1 (changes what is measured)</source>
        <translation>%1 (ändert, was gemessen wird)</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="452"/>
        <source>%1: %2 per matmul, %3, %4.</source>
        <translation>%1: %2 pro Matrixmultiplikation, %3, %4.</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="455"/>
        <source>Quick check done. %1</source>
        <translation>Schnelltest fertig. %1</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="468"/>
        <source>⚠ %1. The rate above is lower than this machine reaches when it is free: run the quick check again when nothing else runs.</source>
        <translation>⚠ %1. Die Rate oben ist niedriger, als dieser Rechner erreicht, wenn er frei ist: Schnelltest noch einmal ausführen, wenn nichts anderes läuft.</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="285"/>
        <location filename="../labs/device/devicereportpanel.cpp" line="371"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="371"/>
        <source>not usable — %1</source>
        <translation>nicht nutzbar — %1</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="372"/>
        <source>nvidia-smi</source>
        <translation>nvidia-smi</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="373"/>
        <source>the driver is there; see the triage for what failed</source>
        <translation>der Treiber ist da; was fehlschlug, zeigt die Diagnose</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="374"/>
        <source>not installed — it ships with the driver (&quot;nvidia-smi: command not found&quot;)</source>
        <translation>nicht installiert — es kommt mit dem Treiber (&quot;nvidia-smi: command not found&quot;)</translation>
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
        <translation>Treiber</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="387"/>
        <source>Driver supports CUDA</source>
        <translation>Treiber unterstützt CUDA</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="285"/>
        <location filename="../labs/device/devicereportpanel.cpp" line="388"/>
        <source>CUDA runtime (this build)</source>
        <translation>CUDA-Laufzeit (dieser Build)</translation>
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
        <translation>Läuft auf der CPU…</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="430"/>
        <source>%1 — n = %2, run %3 of %4</source>
        <translation>%1 — n = %2, Lauf %3 von %4</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="204"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="174"/>
        <source>Running on the GPU…</source>
        <translation>Läuft auf der GPU…</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="173"/>
        <source>Simulating the GPU…</source>
        <translation>Die GPU wird simuliert…</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="440"/>
        <source>Done. %1</source>
        <translation>Fertig. %1</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="440"/>
        <location filename="../labs/device/devicereportpanel.cpp" line="442"/>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="201"/>
        <source>Quick check (%1×%1 matmul)</source>
        <translation>Schnelltest (%1×%1-Matmul)</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="202"/>
        <source>One real, verified fp32 matmul on the CPU, then on the GPU — or on the labelled simulation when there is no usable GPU.</source>
        <translation>Eine echte, geprüfte fp32-Matmul auf der CPU, dann auf der GPU — oder auf der gekennzeichneten Simulation, wenn keine nutzbare GPU da ist.</translation>
    </message>
    <message>
        <location filename="../labs/device/devicereportpanel.cpp" line="182"/>
        <source>Stopped: another lab started a measurement. Run the quick check again.</source>
        <translation>Angehalten: ein anderes Lab hat eine Messung gestartet. Starten Sie den Schnelltest erneut.</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::DispatchPanel</name>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="234"/>
        <source>Same script, four machines</source>
        <translation>Dasselbe Skript, vier Rechner</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="235"/>
        <source>Scenario:</source>
        <translation>Szenario:</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="239"/>
        <source>PyTorch on the laptop and this machine:</source>
        <translation>PyTorch auf dem Laptop und diesem Rechner:</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="240"/>
        <source>CUDA wheel (pip&apos;s default on Linux)</source>
        <translation>CUDA-Wheel (Standard von pip unter Linux)</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="241"/>
        <source>CPU-only wheel</source>
        <translation>Wheel nur für CPU</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="242"/>
        <source>A CUDA wheel on a machine without a driver answers differently from a CPU-only wheel: torch.version.cuda is a version string, and device calls report the missing driver instead of &quot;not compiled with CUDA&quot;.</source>
        <translation>Ein CUDA-Wheel auf einem Rechner ohne Treiber antwortet anders als ein reines CPU-Wheel: torch.version.cuda ist eine Versionsangabe, und Geräteaufrufe melden den fehlenden Treiber statt &quot;not compiled with CUDA&quot;.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="245"/>
        <source>Outputs and errors are what recent PyTorch 2.x prints. The wording of messages shifts between versions; the exception type and the meaning do not.</source>
        <translation>Ausgaben und Fehler sind das, was ein aktuelles PyTorch 2.x ausgibt. Der Wortlaut der Meldungen ändert sich zwischen Versionen; Ausnahmetyp und Bedeutung nicht.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="247"/>
        <source>Some scenario files could not be used:
%1</source>
        <translation>Einige Szenario-Dateien ließen sich nicht verwenden:
%1</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="248"/>
        <source>◀◀ Start</source>
        <translation>◀◀ Anfang</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="249"/>
        <source>First line (Home)</source>
        <translation>Erste Zeile (Pos1)</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="250"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="251"/>
        <source>Previous line (Left or Up)</source>
        <translation>Vorige Zeile (Links oder Hoch)</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="252"/>
        <source>Step ▶</source>
        <translation>Schritt ▶</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="253"/>
        <source>Run the next line (Right, Down or Space)</source>
        <translation>Nächste Zeile ausführen (Rechts, Runter oder Leertaste)</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="254"/>
        <source>End ▶▶</source>
        <translation>Ende ▶▶</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="255"/>
        <source>Last line (End)</source>
        <translation>Letzte Zeile (Ende)</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="256"/>
        <source>The script, one line per row</source>
        <translation>Das Skript, eine Zeile pro Reihe</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="258"/>
        <source>Script stepper</source>
        <translation>Skript-Schrittsteuerung</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="259"/>
        <source>Right, Down or Space runs the next line; Left or Up goes back; Home and End jump to the first and the last line.</source>
        <translation>Rechts, Unten oder Leertaste führt die nächste Zeile aus; Links oder Oben geht zurück; Pos1 und Ende springen zur ersten und zur letzten Zeile.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="285"/>
        <source>This machine column from the real probe: %1</source>
        <translation>Spalte „Dieser Rechner“ aus der echten Prüfung: %1</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="348"/>
        <source>Before the first line.</source>
        <translation>Vor der ersten Zeile.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="349"/>
        <source>Line %1 of %2: %3.</source>
        <translation>Zeile %1 von %2: %3.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="351"/>
        <source>The output is hidden until you answer the quiz below.</source>
        <translation>Die Ausgabe bleibt verborgen, bis Sie das Quiz unten beantworten.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="357"/>
        <source>nothing printed</source>
        <translation>nichts ausgegeben</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="358"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="451"/>
        <source>line %1 of %2</source>
        <translation>Zeile %1 von %2</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="459"/>
        <source>Step with the arrow keys, Space, Home and End. Each column shows what that machine has printed so far.</source>
        <translation>Schritt für Schritt mit den Pfeiltasten, Leertaste, Pos1 und Ende. Jede Spalte zeigt, was dieser Rechner bisher ausgegeben hat.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/dispatchpanel.cpp" line="580"/>
        <source>this lab has no scenarios to restore</source>
        <translation>dieses Lab hat keine Szenarien zum Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::EngineActivityNote</name>
    <message>
        <location filename="../labs/engineactivitynote.cpp" line="39"/>
        <source>The “%1” lab is measuring %2.</source>
        <translation>Das Lab „%1“ misst gerade %2.</translation>
    </message>
    <message>
        <location filename="../labs/engineactivitynote.cpp" line="40"/>
        <source>The “%1” lab is measuring.</source>
        <translation>Das Lab „%1“ misst gerade.</translation>
    </message>
    <message>
        <location filename="../labs/engineactivitynote.cpp" line="41"/>
        <source>Another measurement is running.</source>
        <translation>Gerade läuft eine andere Messung.</translation>
    </message>
    <message>
        <location filename="../labs/engineactivitynote.cpp" line="43"/>
        <source>The button here waits until it is done.</source>
        <translation>Die Schaltfläche hier wartet, bis diese Messung fertig ist.</translation>
    </message>
    <message>
        <location filename="../labs/engineactivitynote.cpp" line="43"/>
        <source>Starting a run here stops it.</source>
        <translation>Ein Start hier beendet diese Messung.</translation>
    </message>
    <message>
        <location filename="../labs/engineactivitynote.cpp" line="59"/>
        <source>GPU Lab measures one thing at a time: a new measurement stops the one running.</source>
        <translation>GPU Lab misst immer nur eine Sache: Eine neue Messung beendet die laufende.</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::ExercisesPage</name>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="107"/>
        <source>On this machine</source>
        <translation>Auf diesem Rechner</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="108"/>
        <source>Show the worked answer</source>
        <translation>Ausgearbeitete Lösung zeigen</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="109"/>
        <source>Try it yourself first — the answer stays open once shown.</source>
        <translation>Versuchen Sie es zuerst selbst — einmal gezeigt, bleibt die Lösung offen.</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="110"/>
        <source>Exercises</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="111"/>
        <source>The exercise</source>
        <translation>Die Übung</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="112"/>
        <source>The worked answer</source>
        <translation>Die ausgearbeitete Lösung</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="159"/>
        <source>Try first</source>
        <translation>Erst selbst versuchen</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="171"/>
        <source>Run it here: n = %1, CPU then GPU</source>
        <translation>Hier ausführen: n = %1, erst CPU, dann GPU</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="178"/>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="179"/>
        <source>Not run yet.</source>
        <translation>Noch nicht gelaufen.</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="263"/>
        <source>Measuring this machine… the figures follow in a moment.</source>
        <translation>Dieser Rechner wird vermessen… die Zahlen folgen gleich.</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="177"/>
        <source>No compute engine in this window.</source>
        <translation>Keine Rechen-Engine in diesem Fenster.</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/learn/exercisespage.cpp" line="172"/>
        <source>%1 warm-up and %n timed runs on each side, through the same engine as the labs; without a usable GPU its side is the labelled teaching model.</source>
        <translation>
            <numerusform>Je Seite %1 zum Aufwärmen und %n gemessener Lauf, über dieselbe Engine wie die Labs; ohne nutzbare GPU ist deren Seite das gekennzeichnete Lehrmodell.</numerusform>
            <numerusform>Je Seite %1 zum Aufwärmen und %n gemessene Läufe, über dieselbe Engine wie die Labs; ohne nutzbare GPU ist deren Seite das gekennzeichnete Lehrmodell.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="185"/>
        <source>Fill in this machine</source>
        <translation>Diesen Rechner eintragen</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="186"/>
        <source>Reads the GPU&apos;s total memory from the driver, or this machine&apos;s RAM without one.</source>
        <translation>Liest den Gesamtspeicher der GPU vom Treiber, ohne GPU den RAM dieses Rechners.</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="87"/>
        <source>Running on the CPU…</source>
        <translation>Läuft auf der CPU…</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="89"/>
        <source>Running on the GPU…</source>
        <translation>Läuft auf der GPU…</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="88"/>
        <source>Simulating the GPU…</source>
        <translation>Die GPU wird simuliert…</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="223"/>
        <source>Interrupted: another lab started a measurement. Run it again when it is done.</source>
        <translation>Unterbrochen: ein anderes Lab hat eine Messung gestartet. Führen Sie es erneut aus, wenn sie fertig ist.</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="181"/>
        <location filename="../labs/learn/exercisespage.cpp" line="232"/>
        <source>No ratio: %1.</source>
        <translation>Kein Verhältnis: %1.</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="180"/>
        <location filename="../labs/learn/exercisespage.cpp" line="235"/>
        <source>Done — read the ratio below.</source>
        <translation>Fertig — lesen Sie das Verhältnis unten.</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="244"/>
        <source>GPU (simulated)</source>
        <translation>GPU (simuliert)</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="244"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="245"/>
        <source>&lt;p&gt;&lt;b&gt;CPU:&lt;/b&gt; %1 median — %2&lt;br&gt;&lt;b&gt;%3:&lt;/b&gt; %4 median — %5&lt;/p&gt;&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Speedup: %6×&lt;/b&gt; (CPU time ÷ GPU time at n = %7)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;CPU:&lt;/b&gt; %1 Median — %2&lt;br&gt;&lt;b&gt;%3:&lt;/b&gt; %4 Median — %5&lt;/p&gt;&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Beschleunigung: %6×&lt;/b&gt; (CPU-Zeit ÷ GPU-Zeit bei n = %7)&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="252"/>
        <source>&lt;p&gt;The GPU figure is simulated — the lesson&apos;s teaching model, not a card — so this ratio compares your CPU with that model.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die GPU-Zahl ist simuliert — das Lehrmodell der Lektion, keine Karte —, dieses Verhältnis vergleicht also Ihre CPU mit diesem Modell.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="117"/>
        <location filename="../labs/learn/exercisespage.cpp" line="237"/>
        <source>Exercise 1: CPU %1 · GPU %2</source>
        <translation>Übung 1: CPU %1 · GPU %2</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="283"/>
        <source>Capacity: %1.</source>
        <translation>Kapazität: %1.</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="285"/>
        <source>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;6&apos; border=&apos;1&apos;&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th&gt;serve (÷ 2)&lt;/th&gt;&lt;th&gt;train with SGD (÷ 6)&lt;/th&gt;&lt;th&gt;train with Adam (÷ 14)&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;all %1&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;less %5 headroom = %6&lt;/td&gt;&lt;td&gt;&lt;b&gt;%7&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;b&gt;%8&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;b&gt;%9&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;6&apos; border=&apos;1&apos;&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th&gt;Inferenz (÷ 2)&lt;/th&gt;&lt;th&gt;mit SGD trainieren (÷ 6)&lt;/th&gt;&lt;th&gt;mit Adam trainieren (÷ 14)&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;alle %1&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;abzüglich %5 Reserve = %6&lt;/td&gt;&lt;td&gt;&lt;b&gt;%7&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;b&gt;%8&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;b&gt;%9&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../labs/learn/exercisespage.cpp" line="295"/>
        <source>&lt;p&gt;Without a usable GPU this is the memory the CPU trains in; the operating system and your other programs share it, so the real headroom is larger.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ohne nutzbare GPU ist das der Speicher, in dem die CPU trainiert; Betriebssystem und Ihre anderen Programme teilen ihn, die echte Reserve ist also größer.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::FlashcardView</name>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="71"/>
        <source>Space or click: back to the term · ← → other cards</source>
        <translation>Leertaste oder Klick: zurück zum Begriff · ← → andere Karten</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="72"/>
        <source>Space or click: what it means · ← → other cards</source>
        <translation>Leertaste oder Klick: was er bedeutet · ← → andere Karten</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="73"/>
        <source>Flashcard</source>
        <translation>Lernkarte</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::FlashcardsPage</name>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="170"/>
        <source>‹ Previous</source>
        <translation>‹ Vorige</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="171"/>
        <source>Flip</source>
        <translation>Umdrehen</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="172"/>
        <source>Next ›</source>
        <translation>Nächste ›</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="173"/>
        <source>Shuffle</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="174"/>
        <source>In order</source>
        <translation>Der Reihe nach</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="271"/>
        <source>No cards</source>
        <translation>Keine Karten</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="280"/>
        <source>Card %1 of %2 · %3</source>
        <translation>Karte %1 von %2 · %3</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="283"/>
        <source>meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <location filename="../labs/learn/flashcardspage.cpp" line="283"/>
        <source>term</source>
        <translation>Begriff</translation>
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
        <translation>Eine beliebige Taste drücken oder klicken, um zu schließen.</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::LearnPanel</name>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="107"/>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="108"/>
        <source>The lesson in six short chapters, each beside the lab it explains; then check yourself with the quiz, the flashcards and three exercises.</source>
        <translation>Die Lektion in sechs kurzen Kapiteln, jedes neben dem Lab, das es erklärt; danach prüfen Sie sich selbst mit dem Quiz, den Lernkarten und drei Übungen.</translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="110"/>
        <source>Part of the lesson could not be loaded: %1</source>
        <translation>Ein Teil der Lektion ließ sich nicht laden: %1</translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="112"/>
        <source>&amp;Chapters</source>
        <translation>&amp;Kapitel</translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="113"/>
        <source>&amp;Quiz</source>
        <translation>&amp;Quiz</translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="114"/>
        <source>Fl&amp;ashcards</source>
        <translation>Lernkar&amp;ten</translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="115"/>
        <source>&amp;Exercises</source>
        <translation>&amp;Übungen</translation>
    </message>
    <message>
        <location filename="../labs/learn/learnpanel.cpp" line="117"/>
        <location filename="../labs/learn/learnpanel.cpp" line="118"/>
        <source>Lesson parts</source>
        <translation>Teile der Lektion</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::LessonBenchmarkView</name>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="62"/>
        <source>As the lesson runs it: build both operands, one warm-up multiply (not timed), then %1 timed multiplies with a barrier before and after each; the median counts.</source>
        <translation>So wie die Lektion es macht: beide Operanden anlegen, eine Aufwärm-Multiplikation (nicht gemessen), dann %1 gemessene Multiplikationen mit einer Barrier vor und nach jeder; der Median zählt.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="108"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="109"/>
        <source>Stop the benchmark now; what finished is kept, and no speedup is claimed.</source>
        <translation>Den Benchmark jetzt anhalten; was fertig ist, bleibt erhalten, und es wird keine Beschleunigung behauptet.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="152"/>
        <source>Running on the CPU… (a few seconds per multiply on a small machine)</source>
        <translation>Läuft auf der CPU… (auf einem kleinen Rechner einige Sekunden je Multiplikation)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="162"/>
        <source>%1 — %2, run %3 of %4</source>
        <translation>%1 — %2, Lauf %3 von %4</translation>
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
        <source>Running on the GPU…</source>
        <translation>Läuft auf der GPU…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="155"/>
        <source>No GPU: asking the teaching model…</source>
        <translation>Keine GPU: das Lehrmodell wird gefragt…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="171"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="171"/>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="185"/>
        <source>Stopped: another measurement was started.</source>
        <translation>Angehalten: eine andere Messung wurde gestartet.</translation>
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
        <translation>Beschleunigung %1× — simuliert: %2</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="200"/>
        <source>Speedup %1× (measured)</source>
        <translation>Beschleunigung %1× (gemessen)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="206"/>
        <source>Speedup: —</source>
        <translation>Beschleunigung: —</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="105"/>
        <source>Run the benchmark (%1×%1 fp32)</source>
        <translation>Benchmark starten (%1×%1 fp32)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="107"/>
        <source>The lesson&apos;s benchmark: one %1×%1 fp32 matmul on the CPU, then on the GPU.</source>
        <translation>Der Benchmark der Lektion: eine %1×%1-fp32-Matmul auf der CPU, dann auf der GPU.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/lessonbenchmarkview.cpp" line="203"/>
        <source>Speedup: — (%1)</source>
        <translation>Beschleunigung: — (%1)</translation>
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
        <translation>Logarithmische Skala: Jeder Schritt multipliziert den Wert mit demselben Faktor.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/logslider.cpp" line="56"/>
        <source>Linear track: each step adds the same amount.</source>
        <translation>Lineare Skala: Jeder Schritt addiert denselben Betrag.</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::PrecisionSelector</name>
    <message>
        <location filename="../labs/throughput/precisionselector.cpp" line="40"/>
        <source>Precision:</source>
        <translation>Genauigkeit:</translation>
    </message>
    <message>
        <location filename="../labs/throughput/precisionselector.cpp" line="45"/>
        <source>fp32 inputs and arithmetic (sgemm)</source>
        <translation>fp32-Eingaben und -Arithmetik (sgemm)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/precisionselector.cpp" line="47"/>
        <source>bfloat16 inputs (8 significand bits, fp32&apos;s range), fp32 accumulation: oneDNN&apos;s bf16 matmul on the CPU</source>
        <translation>bfloat16-Eingaben (8 Bit Mantisse, Wertebereich von fp32), Akkumulation in fp32: die bf16-Matmul von oneDNN auf der CPU</translation>
    </message>
    <message>
        <location filename="../labs/throughput/precisionselector.cpp" line="51"/>
        <source>TF32 tensor cores: GPU only (the CPU backend runs fp32 and bf16)</source>
        <translation>TF32-Tensor-Cores: nur GPU (das CPU-Backend rechnet fp32 und bf16)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/precisionselector.cpp" line="54"/>
        <source>IEEE half inputs, fp32 accumulation: GPU only (the CPU backend runs fp32 and bf16)</source>
        <translation>IEEE-Half-Eingaben, Akkumulation in fp32: nur GPU (das CPU-Backend rechnet fp32 und bf16)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/precisionselector.cpp" line="57"/>
        <source>Precision %1</source>
        <translation>Genauigkeit %1</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::PredictBox</name>
    <message>
        <location filename="../labs/predictbox.cpp" line="226"/>
        <location filename="../labs/predictbox.cpp" line="258"/>
        <source>Predict, then test</source>
        <translation>Erst schätzen, dann prüfen</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="227"/>
        <source>Lock my guess</source>
        <translation>Schätzung festlegen</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="228"/>
        <source>Fix your guess (Enter); the lab then shows its answer.</source>
        <translation>Legt Ihre Schätzung fest (Eingabetaste); danach zeigt das Lab seine Antwort.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="229"/>
        <source>Skip, just show me</source>
        <translation>Überspringen, gleich zeigen</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="230"/>
        <source>Show the answer without guessing. Nothing is scored.</source>
        <translation>Zeigt die Antwort ohne Schätzung. Es wird nichts gewertet.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="233"/>
        <source>Above which matrix size n will the GPU win with these settings?</source>
        <translation>Ab welcher Matrixgröße n gewinnt die GPU mit diesen Einstellungen?</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="236"/>
        <source>How many times faster than the CPU will the GPU be on the lesson&apos;s matmul?</source>
        <translation>Wie viel Mal schneller als die CPU wird die GPU bei der Matrixmultiplikation der Lektion sein?</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="237"/>
        <source> ×</source>
        <translation> ×</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="239"/>
        <source>Does this plan fit on a 24 GB card?</source>
        <translation>Passt dieser Plan auf eine 24-GB-Karte?</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="241"/>
        <source>What will this sweep cost in total, in dollars?</source>
        <translation>Was kostet dieser Sweep insgesamt, in Dollar?</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="242"/>
        <source>$ </source>
        <translation>$ </translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="246"/>
        <source>Without synchronize() after the call, what does the timer read for one warm matmul, in milliseconds?</source>
        <translation>Was zeigt der Timer für eine warme Matrixmultiplikation, wenn nach dem Aufruf kein synchronize() steht – in Millisekunden?</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="247"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="251"/>
        <source>Yes, it fits</source>
        <translation>Ja, er passt</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="252"/>
        <source>No, it does not fit</source>
        <translation>Nein, er passt nicht</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="253"/>
        <location filename="../labs/predictbox.cpp" line="256"/>
        <source>Your guess</source>
        <translation>Ihre Schätzung</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="277"/>
        <source>Predict again</source>
        <translation>Noch einmal schätzen</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="277"/>
        <source>Predict first</source>
        <translation>Erst schätzen</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="278"/>
        <source>Guess the answer before the lab shows it.</source>
        <translation>Schätzen Sie die Antwort, bevor das Lab sie zeigt.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="295"/>
        <source>Score in this lab: %1 of %2 close</source>
        <translation>Punkte in diesem Lab: %1 von %2 nah dran</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="297"/>
        <source>, %1 near</source>
        <translation>, %1 ungefähr</translation>
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
        <translation>er passt</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="323"/>
        <source>it does not fit</source>
        <translation>er passt nicht</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="324"/>
        <source>$%1</source>
        <translation>%1 $</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="332"/>
        <source>The answer stays hidden until you lock your guess or skip.</source>
        <translation>Die Antwort bleibt verborgen, bis Sie Ihre Schätzung festlegen oder überspringen.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="338"/>
        <source>Locked at %1. Now press Play and read the crossover.</source>
        <translation>Festgelegt auf %1. Drücken Sie jetzt auf Start und lesen Sie den Kreuzungspunkt ab.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="339"/>
        <source>Locked at %1. Now run the benchmark to measure.</source>
        <translation>Festgelegt auf %1. Starten Sie jetzt den Benchmark, um zu messen.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="340"/>
        <source>Locked at %1.</source>
        <translation>Festgelegt auf %1.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="354"/>
        <source>With these settings the GPU never wins, so there is no crossover to compare with. Not scored.</source>
        <translation>Mit diesen Einstellungen gewinnt die GPU nie, es gibt also keinen Kreuzungspunkt zum Vergleichen. Nicht gewertet.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="355"/>
        <source>The lab gave no answer to compare with this time. Not scored.</source>
        <translation>Das Lab hat diesmal keine Antwort zum Vergleichen geliefert. Nicht gewertet.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="360"/>
        <source>Skipped: it fits on a 24 GB card. Nothing scored.</source>
        <translation>Übersprungen: Er passt auf eine 24-GB-Karte. Nichts gewertet.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="361"/>
        <source>Skipped: it does not fit on a 24 GB card. Nothing scored.</source>
        <translation>Übersprungen: Er passt nicht auf eine 24-GB-Karte. Nichts gewertet.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="363"/>
        <source>Skipped: the answer is %1. Nothing scored.</source>
        <translation>Übersprungen: Die Antwort ist %1. Nichts gewertet.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="367"/>
        <source>✔ Right: it fits on a 24 GB card.</source>
        <translation>✔ Richtig: Er passt auf eine 24-GB-Karte.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="367"/>
        <source>✔ Right: it does not fit on a 24 GB card.</source>
        <translation>✔ Richtig: Er passt nicht auf eine 24-GB-Karte.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="368"/>
        <source>✘ Not this time: it does fit on a 24 GB card.</source>
        <translation>✘ Diesmal nicht: Er passt sehr wohl auf eine 24-GB-Karte.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="369"/>
        <source>✘ Not this time: it does not fit on a 24 GB card.</source>
        <translation>✘ Diesmal nicht: Er passt nicht auf eine 24-GB-Karte.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="378"/>
        <source>✔ Close: you guessed %1, the answer is %2 (%3 % off).</source>
        <translation>✔ Nah dran: Sie haben %1 geschätzt, die Antwort ist %2 (%3 % daneben).</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="379"/>
        <source>≈ Near: you guessed %1, the answer is %2 (%3 % off).</source>
        <translation>≈ Ungefähr: Sie haben %1 geschätzt, die Antwort ist %2 (%3 % daneben).</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="380"/>
        <source>✘ Off: you guessed %1, the answer is %2 (%3 % off).</source>
        <translation>✘ Daneben: Sie haben %1 geschätzt, die Antwort ist %2 (%3 % daneben).</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="386"/>
        <source>✔ Close: you guessed %1, the answer is %2.</source>
        <translation>✔ Nah dran: Sie haben %1 geschätzt, die Antwort ist %2.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="388"/>
        <source>≈ Near: you guessed %1, the answer is %2: %3× too high.</source>
        <translation>≈ Ungefähr: Sie haben %1 geschätzt, die Antwort ist %2: %3-mal zu hoch.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="389"/>
        <source>≈ Near: you guessed %1, the answer is %2: %3× too low.</source>
        <translation>≈ Ungefähr: Sie haben %1 geschätzt, die Antwort ist %2: %3-mal zu niedrig.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="391"/>
        <source>✘ Off: you guessed %1, the answer is %2: %3× too high.</source>
        <translation>✘ Daneben: Sie haben %1 geschätzt, die Antwort ist %2: %3-mal zu hoch.</translation>
    </message>
    <message>
        <location filename="../labs/predictbox.cpp" line="392"/>
        <source>✘ Off: you guessed %1, the answer is %2: %3× too low.</source>
        <translation>✘ Daneben: Sie haben %1 geschätzt, die Antwort ist %2: %3-mal zu niedrig.</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::QuizBox</name>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="74"/>
        <source>Predict, then reveal</source>
        <translation>Erst vorhersagen, dann aufdecken</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="75"/>
        <source>Predict</source>
        <translation>Vorhersagen</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="76"/>
        <source>Hide each line&apos;s output on the chosen machine until you have guessed it.</source>
        <translation>Die Ausgabe jeder Zeile auf dem gewählten Rechner verbergen, bis Sie sie erraten haben.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="79"/>
        <source>on</source>
        <translation>auf</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="80"/>
        <source>Reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="96"/>
        <source>Press Predict, then step: you guess before you see.</source>
        <translation>Drücken Sie Vorhersagen und gehen Sie dann weiter: Sie raten, bevor Sie es sehen.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="98"/>
        <source>Line %1: every machine prints the same here — nothing to guess.</source>
        <translation>Zeile %1: jeder Rechner gibt hier dasselbe aus — nichts zu raten.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="101"/>
        <source>Line %1 on this machine is already scored.</source>
        <translation>Zeile %1 auf diesem Rechner ist schon gewertet.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="104"/>
        <source>What does line %1 print on the %2?</source>
        <translation>Was gibt Zeile %1 auf %2 aus?</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="188"/>
        <source>✔ Right: %1</source>
        <translation>✔ Richtig: %1</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="192"/>
        <source>✘ Not quite: it is %1</source>
        <translation>✘ Nicht ganz: es ist %1</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="195"/>
        <source>Already scored.</source>
        <translation>Schon gewertet.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/quizbox.cpp" line="213"/>
        <source>Score: %1 of %2</source>
        <translation>Punkte: %1 von %2</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::QuizPage</name>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="156"/>
        <location filename="../labs/learn/quizpage.cpp" line="188"/>
        <source>Next question ›</source>
        <translation>Nächste Frage ›</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="148"/>
        <source>Reset the quiz</source>
        <translation>Quiz zurücksetzen</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="149"/>
        <source>Forget every answer and start again.</source>
        <translation>Alle Antworten vergessen und neu beginnen.</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="150"/>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="247"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="269"/>
        <source>%1  Question %2</source>
        <translation>%1  Frage %2</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="290"/>
        <source>Question %1 of %2</source>
        <translation>Frage %1 von %2</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="292"/>
        <source>Question %1 of %2: %3</source>
        <translation>Frage %1 von %2: %3</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="308"/>
        <source>Pick an answer (click, or press 1–4). The explanation comes after.</source>
        <translation>Wählen Sie eine Antwort (klicken oder 1–4 drücken). Die Erklärung kommt danach.</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="317"/>
        <source>Right: %1.</source>
        <translation>Richtig: %1.</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="318"/>
        <source>Not quite — you chose %1, the answer is %2.</source>
        <translation>Nicht ganz — Sie wählten %1, die Antwort ist %2.</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="207"/>
        <source>End of the quiz</source>
        <translation>Ende des Quiz</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="147"/>
        <source>answer with choice %1</source>
        <translation>mit Auswahl %1 antworten</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="210"/>
        <source>%1 of %2 right.</source>
        <translation>%1 von %2 richtig.</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="214"/>
        <source>Every question answered. Reset to try again, or go through them once more.</source>
        <translation>Jede Frage ist beantwortet. Setzen Sie zurück, um es noch einmal zu versuchen, oder gehen Sie sie noch einmal durch.</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="216"/>
        <source>One question is still open: pick it in the list.</source>
        <translation>Eine Frage ist noch offen: wählen Sie sie in der Liste.</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="218"/>
        <source>%1 questions are still open: pick them in the list.</source>
        <translation>%1 Fragen sind noch offen: wählen Sie sie in der Liste.</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizpage.cpp" line="225"/>
        <source>Back to question 1 ›</source>
        <translation>Zurück zu Frage 1 ›</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::QuizSummaryView</name>
    <message>
        <location filename="../labs/learn/quizsummaryview.cpp" line="45"/>
        <source>Question by question:</source>
        <translation>Frage für Frage:</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizsummaryview.cpp" line="60"/>
        <source>○ Question %1: not answered yet. %2</source>
        <translation>○ Frage %1: noch offen. %2</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizsummaryview.cpp" line="61"/>
        <source>✔ Question %1: right. %2</source>
        <translation>✔ Frage %1: richtig. %2</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizsummaryview.cpp" line="62"/>
        <source>✘ Question %1: wrong. %2</source>
        <translation>✘ Frage %1: falsch. %2</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizsummaryview.cpp" line="72"/>
        <source>Show me in the lab</source>
        <translation>Im Lab zeigen</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizsummaryview.cpp" line="73"/>
        <source>Show me in the lab: %1</source>
        <translation>Im Lab zeigen: %1</translation>
    </message>
    <message>
        <location filename="../labs/learn/quizsummaryview.cpp" line="74"/>
        <source>Show question %1 in the lab</source>
        <translation>Frage %1 im Lab zeigen</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::RaceView</name>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="199"/>
        <source>Step ▸|</source>
        <translation>Schritt ▸|</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="200"/>
        <source>Advance the race by a quarter of a second on screen (N)</source>
        <translation>Das Rennen auf dem Bildschirm um eine Viertelsekunde weiterführen (N)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="201"/>
        <source>Restart |◂</source>
        <translation>Neustart |◂</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="202"/>
        <source>Back to the start line, settings kept (Home)</source>
        <translation>Zurück an die Startlinie, Einstellungen bleiben (Pos1)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="203"/>
        <source>Reset all ↺</source>
        <translation>Alles zurücksetzen ↺</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="204"/>
        <source>Default settings and back to the start (R)</source>
        <translation>Standardeinstellungen und zurück zum Start (R)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="205"/>
        <source>Keys ?</source>
        <translation>Tasten ?</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="207"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="209"/>
        <source>Matrix size n</source>
        <translation>Matrixgröße n</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="210"/>
        <source>CPU cores</source>
        <translation>CPU-Kerne</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="211"/>
        <source>CPU clock</source>
        <translation>CPU-Takt</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="212"/>
        <source>GPU lanes</source>
        <translation>GPU-Rechenwerke</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="213"/>
        <source>GPU clock</source>
        <translation>GPU-Takt</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="219"/>
        <source>Readouts (simulated)</source>
        <translation>Anzeigen (simuliert)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="220"/>
        <source>Teaching model: every output entry is its own dot product (2n FLOPs) done by one core or lane at one multiply-add (2 FLOPs) per cycle; real CPU cores do 8–32 per cycle with SIMD, so real gaps are smaller.</source>
        <translation>Lehrmodell: jeder Ausgabeeintrag ist ein eigenes Skalarprodukt (2n FLOPs), das ein Kern oder Rechenwerk mit einer Multiply-Add-Operation (2 FLOPs) pro Takt erledigt; echte CPU-Kerne schaffen mit SIMD 8–32 pro Takt, die echten Abstände sind also kleiner.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="230"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="224"/>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="197"/>
        <source>Simulated race: CPU cores against GPU lanes</source>
        <translation>Simuliertes Rennen: CPU-Kerne gegen GPU-Rechenwerke</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="198"/>
        <source>Space plays or pauses, N steps, Home restarts, R resets, H lists the keys.</source>
        <translation>Leertaste startet oder pausiert, N geht einen Schritt, Pos1 startet neu, R setzt zurück, H zeigt die Tasten.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="209"/>
        <source>rows and columns</source>
        <translation>Zeilen und Spalten</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="211"/>
        <location filename="../labs/throughput/raceview.cpp" line="213"/>
        <source>in GHz</source>
        <translation>in GHz</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="214"/>
        <source>in milliseconds</source>
        <translation>in Millisekunden</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="224"/>
        <source>play / pause the race</source>
        <translation>Rennen starten / anhalten</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="225"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="225"/>
        <source>one step (paused)</source>
        <translation>ein Schritt (angehalten)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="226"/>
        <source>Home</source>
        <translation>Pos1</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="226"/>
        <source>restart: back to the start line</source>
        <translation>Neustart: zurück an die Startlinie</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="227"/>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="227"/>
        <source>reset all settings</source>
        <translation>alle Einstellungen zurücksetzen</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="228"/>
        <source>show or hide this help</source>
        <translation>diese Hilfe zeigen oder verbergen</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="228"/>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="229"/>
        <source>Tab, arrows</source>
        <translation>Tab, Pfeiltasten</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="229"/>
        <source>move between sliders and nudge them</source>
        <translation>zwischen Schiebereglern wechseln und sie verstellen</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="276"/>
        <source>Finished. %1</source>
        <translation>Fertig. %1</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="279"/>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="280"/>
        <source>%1 % done</source>
        <translation>%1 % erledigt</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="282"/>
        <source>Simulated %1 in: CPU %2, GPU %3.</source>
        <translation>Simuliert: %1 vergangen; CPU %2, GPU %3.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="405"/>
        <source>Pause ❚❚</source>
        <translation>Pause ❚❚</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="405"/>
        <source>Play ▶</source>
        <translation>Start ▶</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="406"/>
        <source>Play or pause the race (Space)</source>
        <translation>Rennen starten oder anhalten (Leertaste)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="408"/>
        <source>&lt;b&gt;Work:&lt;/b&gt; 2n³ = %1 FLOPs in %2 independent dot products</source>
        <translation>&lt;b&gt;Arbeit:&lt;/b&gt; 2n³ = %1 FLOPs in %2 unabhängigen Skalarprodukten</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="410"/>
        <source>&lt;b style=&apos;color:%1&apos;&gt;CPU&lt;/b&gt; %2 → &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;CPU&lt;/b&gt; %2 → &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="412"/>
        <source>&lt;b style=&apos;color:%1&apos;&gt;GPU&lt;/b&gt; %2 → %3 per-call overhead + %4 compute = &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;GPU&lt;/b&gt; %2 → %3 Overhead je Aufruf + %4 Rechnen = &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="416"/>
        <source>&lt;br&gt;only %1 of %2 lanes have an entry to compute; the rest sit idle</source>
        <translation>&lt;br&gt;nur %1 von %2 Rechenwerken haben einen Eintrag zu berechnen; der Rest steht still</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="420"/>
        <source>&lt;b&gt;Width:&lt;/b&gt; %1 vs %2 lane-cycles/s — the GPU is %3× wider</source>
        <translation>&lt;b&gt;Breite:&lt;/b&gt; %1 gegen %2 Rechenwerk-Takte/s — die GPU ist %3× breiter</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="425"/>
        <source>At the defaults this is the lesson&apos;s width count, 128×, which the chapter rounds to &quot;about 100×&quot;. The timing lab and the benchmark&apos;s simulation use a second teaching GPU, described by what it delivers (%1 on one 5000×5000 multiply, plus %2 a call) rather than by its lanes.</source>
        <translation>Bei den Voreinstellungen ist das die Breitenzählung der Lektion, 128×, die das Kapitel auf „etwa 100×“ rundet. Die Messfalle und die Simulation des Benchmarks nutzen eine zweite Lehr-GPU, beschrieben durch ihre Leistung (%1 bei einer 5000×5000-Multiplikation, plus %2 je Aufruf) statt durch ihre Rechenwerke.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="438"/>
        <source>&lt;b&gt;Crossover:&lt;/b&gt; none — these lanes add up to less than the CPU, so the GPU never catches up</source>
        <translation>&lt;b&gt;Kreuzungspunkt:&lt;/b&gt; keiner — diese Rechenwerke ergeben zusammen weniger als die CPU, also holt die GPU nie auf</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="442"/>
        <source>&lt;b&gt;Crossover:&lt;/b&gt; n ≈ %1, below the smallest size: the GPU wins everywhere here</source>
        <translation>&lt;b&gt;Kreuzungspunkt:&lt;/b&gt; n ≈ %1, unter der kleinsten Größe: die GPU gewinnt hier überall</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="214"/>
        <source>GPU per-call overhead (launch, copies, framework)</source>
        <translation>GPU-Overhead je Aufruf (Start, Kopien, Framework)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="206"/>
        <source>Show the keyboard shortcuts (H)</source>
        <translation>Die Tastenkürzel zeigen (H)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="216"/>
        <source>The lesson&apos;s 5 ms is a stand-in for everything one GPU call costs before its arithmetic: kernel launch, host-to-device copy, framework and first-use overhead. A bare kernel launch alone takes a few microseconds.</source>
        <translation>Die 5 ms der Lektion stehen für alles, was ein GPU-Aufruf vor seiner Rechnung kostet: Kernel-Start, Kopie vom Host aufs Gerät, Framework und Overhead der ersten Nutzung. Ein bloßer Kernel-Start allein dauert wenige Mikrosekunden.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="432"/>
        <source>&lt;b&gt;GPU %1× faster&lt;/b&gt; at n = %2 (simulated)</source>
        <translation>&lt;b&gt;GPU %1× schneller&lt;/b&gt; bei n = %2 (simuliert)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="435"/>
        <source>&lt;b&gt;CPU %1× faster&lt;/b&gt; at n = %2 (simulated)</source>
        <translation>&lt;b&gt;CPU %1× schneller&lt;/b&gt; bei n = %2 (simuliert)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/raceview.cpp" line="446"/>
        <source>&lt;b&gt;Crossover:&lt;/b&gt; the GPU wins above n ≈ %1 (the per-call overhead hides the width below it)</source>
        <translation>&lt;b&gt;Kreuzungspunkt:&lt;/b&gt; die GPU gewinnt oberhalb von n ≈ %1 (darunter verdeckt der Overhead je Aufruf die Breite)</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::RaceWidget</name>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="37"/>
        <source>Race between CPU cores and GPU lanes</source>
        <translation>Rennen zwischen CPU-Kernen und GPU-Rechenwerken</translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="48"/>
        <source>Simulated race at n = %1: %2 GPU lanes finish in %3, before %4 CPU cores in %5.</source>
        <translation>Simuliertes Rennen bei n = %1: %2 GPU-Rechenwerke sind nach %3 fertig, %4 CPU-Kerne erst nach %5.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="49"/>
        <source>Simulated race at n = %1: %2 GPU lanes finish in %3, after %4 CPU cores in %5.</source>
        <translation>Simuliertes Rennen bei n = %1: %2 GPU-Rechenwerke brauchen %3, %4 CPU-Kerne nur %5.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="90"/>
        <source>CPU: %1 cores × %2 GHz</source>
        <translation>CPU: %1 Kerne × %2 GHz</translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="92"/>
        <source>GPU: %1 lanes × %2 GHz</source>
        <translation>GPU: %1 Rechenwerke × %2 GHz</translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="167"/>
        <source>finished first: %1 (simulated)</source>
        <translation>als Erste fertig: %1 (simuliert)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="168"/>
        <source>finished: %1 (simulated)</source>
        <translation>fertig: %1 (simuliert)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="170"/>
        <source>%1 % of %2 dot products — %3 of %4 (simulated)</source>
        <translation>%1 % von %2 Skalarprodukten — %3 von %4 (simuliert)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/racewidget.cpp" line="155"/>
        <source>overhead… %1 of %2</source>
        <translation>Overhead… %1 von %2</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::RealRunBox</name>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="48"/>
        <source>Run this line in my PyTorch</source>
        <translation>Diese Zeile in meinem PyTorch ausführen</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="49"/>
        <source>Runs the lines up to this one, in order, in a fresh Python with your PyTorch, and shows what this line printed or raised beside the prediction.</source>
        <translation>Führt die Zeilen bis zu dieser der Reihe nach in einem frischen Python mit Ihrem PyTorch aus und zeigt neben der Vorhersage, was diese Zeile ausgab oder auslöste.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="51"/>
        <source>Run the whole script</source>
        <translation>Das ganze Skript ausführen</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="52"/>
        <source>Cancel</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="53"/>
        <source>Copy as a report</source>
        <translation>Als Bericht kopieren</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="54"/>
        <source>Copies each line, the lab&apos;s prediction and what your PyTorch did, as plain text.</source>
        <translation>Kopiert jede Zeile, die Vorhersage des Labs und was Ihr PyTorch tat, als reinen Text.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="94"/>
        <source>Line %1 is a shell command: run it in a terminal. Only Python lines run in your PyTorch.</source>
        <translation>Zeile %1 ist ein Shell-Befehl: führen Sie ihn im Terminal aus. Nur Python-Zeilen laufen in Ihrem PyTorch.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="96"/>
        <source>Line %1 is a shell command: run it in a terminal.</source>
        <translation>Zeile %1 ist ein Shell-Befehl: führen Sie ihn im Terminal aus.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="108"/>
        <source>Running the script&apos;s Python lines in your PyTorch…</source>
        <translation>Die Python-Zeilen des Skripts laufen in Ihrem PyTorch…</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="109"/>
        <source>Running lines 1 to %1 in your PyTorch…</source>
        <translation>Zeilen 1 bis %1 laufen in Ihrem PyTorch…</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="129"/>
        <source>%1 (Python %2, %3)</source>
        <translation>%1 (Python %2, %3)</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="168"/>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="175"/>
        <source>&lt;b&gt;✓ Line %1 in your PyTorch:&lt;/b&gt; %2 — the same as the lab&apos;s prediction for this machine.</source>
        <translation>&lt;b&gt;✓ Zeile %1 in Ihrem PyTorch:&lt;/b&gt; %2 — dasselbe wie die Vorhersage des Labs für diesen Rechner.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="178"/>
        <source>Line %1 in your PyTorch: %2. The same as predicted.</source>
        <translation>Zeile %1 in Ihrem PyTorch: %2. Wie vorhergesagt.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="181"/>
        <source>&lt;b&gt;✗ Line %1 in your PyTorch:&lt;/b&gt; %2 — the lab predicted %3. A finding: copy it as a report.</source>
        <translation>&lt;b&gt;✗ Zeile %1 in Ihrem PyTorch:&lt;/b&gt; %2 — das Lab sagte %3 voraus. Ein Befund: kopieren Sie ihn als Bericht.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="184"/>
        <source>Line %1 in your PyTorch: %2. Different from the prediction, %3.</source>
        <translation>Zeile %1 in Ihrem PyTorch: %2. Anders als vorhergesagt, %3.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="189"/>
        <source>&lt;b&gt;Line %1 in your PyTorch:&lt;/b&gt; %2 (%3)</source>
        <translation>&lt;b&gt;Zeile %1 in Ihrem PyTorch:&lt;/b&gt; %2 (%3)</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="190"/>
        <source>Line %1 in your PyTorch: %2.</source>
        <translation>Zeile %1 in Ihrem PyTorch: %2.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="194"/>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="196"/>
        <source>Line %1 has not run in your PyTorch yet.</source>
        <translation>Zeile %1 lief noch nicht in Ihrem PyTorch.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="205"/>
        <source>Lines run so far: ✓ %1 the same, ✗ %2 different. Ran in %3.</source>
        <translation>Bisher ausgeführte Zeilen: ✓ %1 gleich, ✗ %2 anders. Ausgeführt in %3.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="210"/>
        <source>%1 the same, %2 different.</source>
        <translation>%1 gleich, %2 anders.</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/realrunbox.cpp" line="214"/>
        <location filename="../labs/dispatch/realrunbox.cpp" line="215"/>
        <source>The run stopped: %1</source>
        <translation>Der Lauf brach ab: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::RooflineChart</name>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="58"/>
        <source>Roofline chart: GFLOP/s against arithmetic intensity</source>
        <translation>Roofline-Diagramm: GFLOP/s über der arithmetischen Intensität</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="81"/>
        <source>Roofline of %1 — memory %2 GB/s (measured)</source>
        <translation>Roofline von %1 — Speicher %2 GB/s (gemessen)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="83"/>
        <source>Roofline — measure the bandwidth to draw the slope</source>
        <translation>Roofline — die Bandbreite messen, um die Schräge zu zeichnen</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="115"/>
        <source>ridge point (roof meets slope)</source>
        <translation>Knickpunkt (Dach trifft Schräge)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="122"/>
        <source>%1 roof: %2 (%3)</source>
        <translation>%1-Dach: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="133"/>
        <source>%1 measured sweep points</source>
        <translation>%1: gemessene Punkte der Messreihe</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="151"/>
        <source>arithmetic intensity, FLOP per byte: 2n³ ÷ (3n² × bytes per element)</source>
        <translation>arithmetische Intensität, FLOP pro Byte: 2n³ ÷ (3n² × Bytes pro Element)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="152"/>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="158"/>
        <source>%1 roofs and %2 measured points</source>
        <translation>%1 Dächer und %2 gemessene Punkte</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="161"/>
        <source>%1 under a memory bandwidth of %2 GB/s (measured).</source>
        <translation>%1 bei einer Speicherbandbreite von %2 GB/s (gemessen).</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflinechart.cpp" line="162"/>
        <source>%1; the bandwidth is not measured yet, so no slope is drawn.</source>
        <translation>%1; die Bandbreite ist noch nicht gemessen, daher fehlt die Schräge.</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::RooflineView</name>
    <message>
        <location filename="../labs/throughput/rooflineview.cpp" line="80"/>
        <source>Measure memory bandwidth</source>
        <translation>Speicherbandbreite messen</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/throughput/rooflineview.cpp" line="92"/>
        <source>Memory bandwidth: %1 GB/s best, %2 GB/s median of %n passes after %3 warm-up (%4).</source>
        <translation>
            <numerusform>Speicherbandbreite: bester Wert %1 GB/s, Median %2 GB/s aus %n Durchlauf, davor %3 zum Aufwärmen (%4).</numerusform>
            <numerusform>Speicherbandbreite: bester Wert %1 GB/s, Median %2 GB/s aus %n Durchläufen, davor %3 zum Aufwärmen (%4).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflineview.cpp" line="100"/>
        <source>The slope needs the memory bandwidth: a STREAM-style triad (a = b + s·c) over arrays several times the cache, on every core, 1 warm-up and 5 timed passes.</source>
        <translation>Die Schräge braucht die Speicherbandbreite: eine Triade im STREAM-Stil (a = b + s·c) über Arrays, die ein Vielfaches des Caches groß sind, auf jedem Kern, 1 Aufwärmdurchlauf und 5 gemessene Durchläufe.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflineview.cpp" line="89"/>
        <source>Measuring the memory bandwidth…</source>
        <translation>Die Speicherbandbreite wird gemessen…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflineview.cpp" line="98"/>
        <source>No bandwidth: %1</source>
        <translation>Keine Bandbreite: %1</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflineview.cpp" line="187"/>
        <source>%1 at %2 FLOP/byte</source>
        <translation>%1 bei %2 FLOP/Byte</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflineview.cpp" line="191"/>
        <source>No measured points yet: run the measured sweep (oneDNN on all cores), with fp32 and bf16 ticked.</source>
        <translation>Noch keine gemessenen Punkte: starten Sie die Messreihe (oneDNN auf allen Kernen) mit angehaktem fp32 und bf16.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflineview.cpp" line="192"/>
        <source>%1 measured points of the CPU sweep; left of the ridge (memory-bound): %2, right of it (compute-bound): %3. Ridge points: %4.</source>
        <translation>%1 gemessene Punkte der CPU-Messreihe; links vom Knickpunkt (speichergebunden): %2, rechts davon (rechengebunden): %3. Knickpunkte: %4.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/rooflineview.cpp" line="197"/>
        <source>measure the bandwidth first</source>
        <translation>zuerst die Bandbreite messen</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::SweepChart</name>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="134"/>
        <source>result verified ✔</source>
        <translation>Ergebnis geprüft ✔</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="140"/>
        <source>WRONG result ✘</source>
        <translation>FALSCHES Ergebnis ✘</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="163"/>
        <source>%1 (simulated)</source>
        <translation>%1 (simuliert)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="113"/>
        <source>Time per matmul</source>
        <translation>Zeit je Matmul</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="86"/>
        <source>Chart: median time per matmul against the matrix size</source>
        <translation>Diagramm: Median-Zeit je Matmul über der Matrixgröße</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="87"/>
        <source>Chart: GFLOP/s against the matrix size</source>
        <translation>Diagramm: GFLOP/s über der Matrixgröße</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="113"/>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="160"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="163"/>
        <source>%1 (measured)</source>
        <translation>%1 (gemessen)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="190"/>
        <source>%1 %2: fastest–slowest repeat</source>
        <translation>%1 %2: schnellste–langsamste Wiederholung</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="202"/>
        <source>%1 peak of %2: %3</source>
        <translation>%1-Spitzenleistung von %2: %3</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="215"/>
        <source>Time: no sweep yet</source>
        <translation>Zeit: noch keine Messreihe</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="215"/>
        <source>Rate: no sweep yet</source>
        <translation>Rate: noch keine Messreihe</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="220"/>
        <source>race model: CPU (simulated)</source>
        <translation>Rennmodell: CPU (simuliert)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="221"/>
        <source>race model: GPU (simulated)</source>
        <translation>Rennmodell: GPU (simuliert)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="251"/>
        <source>crossover n ≈ %1 (measured)</source>
        <translation>Kreuzungspunkt n ≈ %1 (gemessen)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="259"/>
        <source>result verified ✔ (none yet)</source>
        <translation>Ergebnis geprüft ✔ (noch keines)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="261"/>
        <source>matrix size n</source>
        <translation>Matrixgröße n</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="263"/>
        <source>seconds, median</source>
        <translation>Sekunden, Median</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="263"/>
        <source>GFLOP/s, median</source>
        <translation>GFLOP/s, Median</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="275"/>
        <source>No sweep has been run yet: the chart is empty.</source>
        <translation>Noch keine Messreihe gelaufen: das Diagramm ist leer.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="277"/>
        <source>%1 series, %2 points from n = %3 to n = %4: %5 verified, %6 wrong.</source>
        <translation>%1 Reihen, %2 Punkte von n = %3 bis n = %4: %5 geprüft, %6 falsch.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="283"/>
        <source>The measured crossover is at n ≈ %1.</source>
        <translation>Der gemessene Kreuzungspunkt liegt bei n ≈ %1.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepchart.cpp" line="286"/>
        <source>The race model&apos;s curves are laid over it (simulated).</source>
        <translation>Die Kurven des Renn-Modells liegen darüber (simuliert).</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::SweepView</name>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="202"/>
        <source>Sizes n:</source>
        <translation>Größen n:</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="203"/>
        <source>Matrix sizes to measure, separated by commas or spaces (1 … %1)</source>
        <translation>Zu messende Matrixgrößen, getrennt durch Kommas oder Leerzeichen (1 … %1)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="207"/>
        <source>oneDNN on all cores</source>
        <translation>oneDNN auf allen Kernen</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="209"/>
        <source>naive loop, 1 thread (n ≤ %1)</source>
        <translation>naive Schleife, 1 Thread (n ≤ %1)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="211"/>
        <source>cuBLAS</source>
        <translation>cuBLAS</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="213"/>
        <source>naive CUDA kernel</source>
        <translation>naiver CUDA-Kernel</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="189"/>
        <source>Not available: %1</source>
        <translation>Nicht verfügbar: %1</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="216"/>
        <source>overlay the race model (simulated)</source>
        <translation>das Rennmodell einblenden (simuliert)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="217"/>
        <source>Run the sweep</source>
        <translation>Messreihe starten</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="218"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="95"/>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="219"/>
        <source>Sweep progress</source>
        <translation>Fortschritt der Messreihe</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="221"/>
        <source>Measured sweep points</source>
        <translation>Gemessene Punkte der Messreihe</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="222"/>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="223"/>
        <source>Export chart PNG…</source>
        <translation>Diagramm als PNG exportieren…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="285"/>
        <source>a sweep is already running</source>
        <translation>eine Messreihe läuft schon</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="294"/>
        <source>tick at least one precision</source>
        <translation>mindestens eine Genauigkeit ankreuzen</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="299"/>
        <source>Not started: %1</source>
        <translation>Nicht gestartet: %1</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="305"/>
        <source>Starting…</source>
        <translation>Startet…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="308"/>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="319"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="325"/>
        <source>n = %1 (%2 of %3)</source>
        <translation>n = %1 (%2 von %3)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="326"/>
        <source>%1: %2, run %3 of %4</source>
        <translation>%1: %2, Lauf %3 von %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/throughput/sweepview.cpp" line="339"/>
        <source>cancelled — %n points kept</source>
        <translation>
            <numerusform>abgebrochen — %n Punkt behalten</numerusform>
            <numerusform>abgebrochen — %n Punkte behalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/throughput/sweepview.cpp" line="340"/>
        <source>done — %n points</source>
        <translation>
            <numerusform>fertig — %n Punkt</numerusform>
            <numerusform>fertig — %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="353"/>
        <source>Cancelled: the points measured so far are kept.</source>
        <translation>Abgebrochen: Die bisher gemessenen Punkte bleiben erhalten.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="358"/>
        <source>Sweep %1. %2</source>
        <translation>Messreihe %1. %2</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="432"/>
        <source>n = %1</source>
        <translation>n = %1</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="433"/>
        <source>n = %1 to %2</source>
        <translation>n = %1 bis %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/throughput/sweepview.cpp" line="435"/>
        <source>⚠ %n point(s) (%1) took longer than this machine needs: %2. Run the sweep again when nothing else is running.</source>
        <translation>
            <numerusform>⚠ %n Punkt (%1) dauerte länger, als dieser Rechner braucht: %2. Starten Sie die Messreihe erneut, wenn sonst nichts läuft.</numerusform>
            <numerusform>⚠ %n Punkte (%1) dauerten länger, als dieser Rechner braucht: %2. Starten Sie die Messreihe erneut, wenn sonst nichts läuft.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="393"/>
        <source>Measured crossover: cuBLAS overtakes oneDNN at n ≈ %1 (between %2 and %3); %4.</source>
        <translation>Gemessener Kreuzungspunkt: cuBLAS überholt oneDNN bei n ≈ %1 (zwischen %2 und %3); %4.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="400"/>
        <source>Measured: the GPU was faster at every size, so the crossover is below the smallest one; %1.</source>
        <translation>Gemessen: die GPU war bei jeder Größe schneller, der Kreuzungspunkt liegt also unter der kleinsten; %1.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="405"/>
        <source>Measured: the CPU was faster at every size; try larger sizes. %1.</source>
        <translation>Gemessen: die CPU war bei jeder Größe schneller; versuchen Sie größere Größen. %1.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="411"/>
        <source>Measured crossover: needs the same sizes on oneDNN and cuBLAS; %1.</source>
        <translation>Gemessener Kreuzungspunkt: braucht dieselben Größen auf oneDNN und cuBLAS; %1.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="412"/>
        <source>Measured crossover: no GPU series, because there is no usable GPU here — %1. Meanwhile %2.</source>
        <translation>Gemessener Kreuzungspunkt: keine GPU-Reihe, weil es hier keine nutzbare GPU gibt — %1. Derweil %2.</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="149"/>
        <source>verified ✔</source>
        <translation>geprüft ✔</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="152"/>
        <source>WRONG ✘</source>
        <translation>FALSCH ✘</translation>
    </message>
    <message>
        <location filename="../core/backendregistry.cpp" line="156"/>
        <source>simulated — not computed</source>
        <translation>simuliert — nicht berechnet</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="458"/>
        <source>Export the sweep as CSV</source>
        <translation>Die Messreihe als CSV exportieren</translation>
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
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="468"/>
        <source>Export the charts as PNG</source>
        <translation>Die Diagramme als PNG exportieren</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="469"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="388"/>
        <source>the race model, with the race tab&apos;s sliders, says n ≈ %1 (simulated)</source>
        <translation>das Rennmodell sagt mit den Schiebereglern des Renn-Tabs n ≈ %1 (simuliert)</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/throughput/sweepview.cpp" line="97"/>
        <source>Each size: 1 warm-up, %n timed runs, 64 entries checked in double precision. Runs on a worker thread: the race stays live meanwhile.</source>
        <translation>
            <numerusform>Je Größe: 1 Aufwärmlauf, %n gemessener Lauf, 64 Einträge in doppelter Genauigkeit geprüft. Läuft in einem Arbeits-Thread: das Rennen bleibt derweil lebendig.</numerusform>
            <numerusform>Je Größe: 1 Aufwärmlauf, %n gemessene Läufe, 64 Einträge in doppelter Genauigkeit geprüft. Läuft in einem Arbeits-Thread: das Rennen bleibt derweil lebendig.</numerusform>
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
        <translation>Fertig.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/sweepview.cpp" line="390"/>
        <source>the race model&apos;s GPU never wins with the race tab&apos;s sliders (simulated)</source>
        <translation>die GPU des Rennmodells gewinnt mit den Schiebereglern des Renn-Tabs nie (simuliert)</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TerminalView</name>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="114"/>
        <source>Terminal: %1</source>
        <translation>Terminal: %1</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="129"/>
        <source>?  predict first, then reveal</source>
        <translation>?  erst vorhersagen, dann aufdecken</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="61"/>
        <source>&lt;i&gt;Hidden until you reveal your prediction.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Verborgen, bis Sie Ihre Vorhersage aufdecken.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="63"/>
        <source>&lt;b style=&quot;color:%1&quot;&gt;Error.&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Fix:&lt;/b&gt; %3</source>
        <translation>&lt;b style=&quot;color:%1&quot;&gt;Fehler.&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Abhilfe:&lt;/b&gt; %3</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="66"/>
        <source>&lt;b style=&quot;color:%1&quot;&gt;Not predicted.&lt;/b&gt; %2</source>
        <translation>&lt;b style=&quot;color:%1&quot;&gt;Nicht vorhergesagt.&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location filename="../labs/dispatch/terminalview.cpp" line="68"/>
        <source>&lt;b&gt;Why:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Warum:&lt;/b&gt; %1</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::ThroughputPanel</name>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="115"/>
        <source>Throughput race</source>
        <translation>Durchsatz-Wettrennen</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="116"/>
        <source>The lesson&apos;s benchmark</source>
        <translation>Der Benchmark der Lektion</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="117"/>
        <source>Work in a dense network</source>
        <translation>Arbeit in einem dichten Netz</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="118"/>
        <source>Race (simulated)</source>
        <translation>Rennen (simuliert)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="119"/>
        <source>Measured sweep</source>
        <translation>Messreihe (gemessen)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="120"/>
        <source>Benchmark and work</source>
        <translation>Benchmark und Arbeit</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="121"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="122"/>
        <source>Pages of the throughput lab</source>
        <translation>Seiten des Durchsatz-Wettrennens</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="131"/>
        <source>The race is a teaching model (simulated). Measuring this machine… the sweep and the benchmark will say what they can measure here in a moment.</source>
        <translation>Das Rennen ist ein Lehrmodell (simuliert). Dieser Rechner wird vermessen… gleich sagen die Messreihe und der Benchmark, was sie hier messen können.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="134"/>
        <source>The race is a teaching model (simulated); the sweep and the benchmark are measured on this CPU and GPU.</source>
        <translation>Das Rennen ist ein Lehrmodell (simuliert); Messreihe und Benchmark werden auf dieser CPU und GPU gemessen.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="136"/>
        <source>The race is a teaching model (simulated). No usable GPU — %1. The sweep measures the CPU; GPU figures are simulated.</source>
        <translation>Das Rennen ist ein Lehrmodell (simuliert). Keine nutzbare GPU — %1. Die Messreihe misst die CPU; GPU-Zahlen sind simuliert.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="162"/>
        <source>measured: %1, sweep at n = %2</source>
        <translation>gemessen: %1, Messreihe bei n = %2</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="161"/>
        <source>measured: %1, n = %2</source>
        <translation>gemessen: %1, n = %2</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="170"/>
        <source>still measuring this CPU…</source>
        <translation>diese CPU wird noch vermessen…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="164"/>
        <source>this CPU&apos;s measured FMA peak, an upper bound — run the benchmark for a matmul rate</source>
        <translation>die gemessene FMA-Spitzenleistung dieser CPU, eine Obergrenze — starten Sie den Benchmark für eine Matmul-Rate</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="170"/>
        <source>waiting for the GPU check…</source>
        <translation>warte auf die GPU-Prüfung…</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="166"/>
        <source>peak from the device&apos;s properties — run the benchmark to measure</source>
        <translation>Spitze aus den Eigenschaften des Geräts — starten Sie den Benchmark, um zu messen</translation>
    </message>
    <message>
        <location filename="../labs/throughput/throughputpanel.cpp" line="167"/>
        <source>simulated — %1 (the lesson&apos;s teaching rate)</source>
        <translation>simuliert — %1 (die Lehr-Rate der Lektion)</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TimelineView</name>
    <message>
        <location filename="../labs/timing/timelineview.cpp" line="113"/>
        <source>Host and device timeline of one timed matmul</source>
        <translation>Zeitleiste von Host und Gerät einer gemessenen Matmul</translation>
    </message>
    <message>
        <location filename="../labs/timing/timelineview.cpp" line="121"/>
        <source>Empty: no timeline yet.</source>
        <translation>Leer: noch keine Zeitleiste.</translation>
    </message>
    <message>
        <location filename="../labs/timing/timelineview.cpp" line="124"/>
        <source>the kernel runs %1 on the device</source>
        <translation>der Kernel läuft %1 auf dem Gerät</translation>
    </message>
    <message>
        <location filename="../labs/timing/timelineview.cpp" line="126"/>
        <source>Simulated: %1, and reading the events fails before it ends.</source>
        <translation>Simuliert: %1, und das Auslesen der Events scheitert, bevor er endet.</translation>
    </message>
    <message>
        <location filename="../labs/timing/timelineview.cpp" line="128"/>
        <source>Simulated: %1; the timer reads %2, the honest figure.</source>
        <translation>Simuliert: %1; die Stoppuhr zeigt %2, den ehrlichen Wert.</translation>
    </message>
    <message>
        <location filename="../labs/timing/timelineview.cpp" line="132"/>
        <source>Simulated: %1; the timer reads %2 where the honest figure is %3.</source>
        <translation>Simuliert: %1; die Stoppuhr zeigt %2, wo der ehrliche Wert %3 ist.</translation>
    </message>
    <message>
        <location filename="../labs/timing/timelineview.cpp" line="179"/>
        <location filename="../labs/timing/timelineview.cpp" line="195"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TimingChart</name>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="84"/>
        <source>Every reading of the last run (log scale)</source>
        <translation>Jede Messung des letzten Laufs (logarithmisch)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="85"/>
        <source>repeat</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="86"/>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="57"/>
        <location filename="../labs/timing/timingchart.cpp" line="87"/>
        <source>CPU queue, no wait</source>
        <translation>CPU-Warteschlange, kein Warten</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="58"/>
        <location filename="../labs/timing/timingchart.cpp" line="88"/>
        <source>CPU queue, waited</source>
        <translation>CPU-Warteschlange, gewartet</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="59"/>
        <location filename="../labs/timing/timingchart.cpp" line="89"/>
        <source>CUDA, no sync</source>
        <translation>CUDA, kein Sync</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="60"/>
        <location filename="../labs/timing/timingchart.cpp" line="90"/>
        <source>CUDA, synchronised</source>
        <translation>CUDA, synchronisiert</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="61"/>
        <location filename="../labs/timing/timingchart.cpp" line="91"/>
        <source>CUDA, events</source>
        <translation>CUDA, Events</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="92"/>
        <source>Chart of every timed reading of the last run</source>
        <translation>Diagramm aller Messwerte des letzten Laufs</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="101"/>
        <source>Empty: press Run it to measure.</source>
        <translation>Leer: Ausführen drücken, um zu messen.</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingchart.cpp" line="105"/>
        <source>%1 readings between %2 and %3, on a log scale.</source>
        <translation>%1 Messwerte zwischen %2 und %3, logarithmisch aufgetragen.</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TimingControls</name>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="167"/>
        <source>The teaching model (simulated)</source>
        <translation>Das Lehrmodell (simuliert)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="169"/>
        <source>Matrix size &amp;n (work = 2n³)</source>
        <translation>Matrixgröße &amp;n (Arbeit = 2n³)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="170"/>
        <source>&amp;CPU rate</source>
        <translation>&amp;CPU-Rate</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="171"/>
        <source>G&amp;PU rate (effective)</source>
        <translation>G&amp;PU-Rate (effektiv)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="172"/>
        <source>Per-call &amp;overhead (launch, copies, framework)</source>
        <translation>&amp;Overhead je Aufruf (Start, Kopien, Framework)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="180"/>
        <source>The lesson&apos;s 5 ms stands in for every fixed cost of one call; a bare kernel launch takes a few microseconds.</source>
        <translation>Die 5 ms der Lektion stehen für alle festen Kosten eines Aufrufs; ein bloßer Kernel-Start dauert wenige Mikrosekunden.</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="222"/>
        <location filename="../labs/timing/timingcontrols.cpp" line="224"/>
        <source>&amp;Barrier: synchronize() before the timer stops</source>
        <translation>&amp;Barrier: synchronize(), bevor die Uhr stoppt</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="182"/>
        <source>Also synchronize() before it &amp;starts</source>
        <translation>Auch synchronize(), be&amp;vor sie startet</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="168"/>
        <source>How the GPU call is timed</source>
        <translation>Wie der GPU-Aufruf gemessen wird</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="174"/>
        <source>The work is 2n³ floating-point operations.</source>
        <translation>Die Arbeit beträgt 2n³ Gleitkommaoperationen.</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="175"/>
        <source>CPU rate, in GFLOP/s</source>
        <translation>CPU-Rate, in GFLOP/s</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="176"/>
        <source>GPU rate (effective), in GFLOP/s</source>
        <translation>GPU-Rate (effektiv), in GFLOP/s</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="177"/>
        <source>Per-call overhead, in milliseconds</source>
        <translation>Overhead pro Aufruf, in Millisekunden</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="179"/>
        <source>Logarithmic track: each step multiplies the rate by the same factor.</source>
        <translation>Logarithmische Skala: Jeder Schritt multipliziert die Rate mit demselben Faktor.</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="184"/>
        <source>Earlier queued work finishes first. Before the timer starts, the GPU may still be running work queued earlier: the randn that made A and B, the warm-up multiply. A plain .to(&quot;cuda&quot;) from ordinary host memory is not among it; it returns only once its copy is done.</source>
        <translation>Früher eingereihte Arbeit wird zuerst fertig. Bevor die Uhr startet, kann die GPU noch früher eingereihte Arbeit ausführen: das randn, das A und B erzeugte, die Aufwärm-Multiplikation. Ein einfaches .to(&quot;cuda&quot;) aus gewöhnlichem Host-Speicher gehört nicht dazu; es kehrt erst zurück, wenn seine Kopie fertig ist.</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="188"/>
        <source>Time the first, cold call (no &amp;warm-up)</source>
        <translation>Den ersten, &amp;kalten Aufruf messen (ohne Aufwärmen)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="189"/>
        <source>Use device &amp;events instead of the host clock</source>
        <translation>Geräte-&amp;Events statt der Host-Uhr verwenden</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="190"/>
        <source>Reset the model</source>
        <translation>Modell zurücksetzen</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingcontrols.cpp" line="191"/>
        <source>Rule: warm up, synchronize, then measure. Be suspicious of three- or four-digit speedups.</source>
        <translation>Regel: aufwärmen, synchronisieren, dann messen. Misstrauen Sie drei- oder vierstelligen Beschleunigungen.</translation>
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
        <translation>&amp;Barrier: synchronize() vor dem Lesen der Events</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TimingMeasureView</name>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="114"/>
        <source>Measured on this machine</source>
        <translation>Auf diesem Rechner gemessen</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="116"/>
        <source>n = </source>
        <translation>n = </translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="118"/>
        <source> repeats</source>
        <translation> Wiederholungen</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="120"/>
        <source>Submits a real oneDNN matmul to a worker-thread queue, times it without and with waiting, and does the same with cuBLAS on a CUDA stream when a GPU is usable.</source>
        <translation>Reicht eine echte oneDNN-Matmul in die Warteschlange eines Arbeits-Threads ein, misst sie ohne und mit Warten, und macht dasselbe mit cuBLAS auf einem CUDA-Stream, wenn eine GPU nutzbar ist.</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="63"/>
        <source>Not run yet.</source>
        <translation>Noch nicht gelaufen.</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="93"/>
        <source>No compute engine: measurement is unavailable.</source>
        <translation>Keine Rechen-Engine: Messen ist nicht möglich.</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="117"/>
        <source>Matrix size n to measure</source>
        <translation>Zu messende Matrixgröße n</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="119"/>
        <source>Timed repeats of each reading</source>
        <translation>Gemessene Wiederholungen je Messwert</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/timing/timingmeasureview.cpp" line="148"/>
        <source>Running: n = %1, %Ln repeats…</source>
        <translation>
            <numerusform>Läuft: n = %1, %Ln Wiederholung…</numerusform>
            <numerusform>Läuft: n = %1, %Ln Wiederholungen…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="155"/>
        <source>R&amp;un it</source>
        <translation>A&amp;usführen</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="155"/>
        <source>C&amp;ancel</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="164"/>
        <source>Running: %1 (%2 of %3)</source>
        <translation>Läuft: %1 (%2 von %3)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="175"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="175"/>
        <source>The measurement failed without a result.</source>
        <translation>Die Messung schlug ohne Ergebnis fehl.</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmeasureview.cpp" line="183"/>
        <source>Cancelled: the readings so far are shown.</source>
        <translation>Abgebrochen: die bisherigen Messungen werden gezeigt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../labs/timing/timingmeasureview.cpp" line="184"/>
        <source>Done: %Ln repeats of each reading.</source>
        <translation>
            <numerusform>Fertig: %Ln Wiederholung jeder Messung.</numerusform>
            <numerusform>Fertig: %Ln Wiederholungen jeder Messung.</numerusform>
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
        <translation>Ein anderes Lab hat eine Messung gestartet; diese wurde verworfen.</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TimingModelView</name>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="116"/>
        <source>implied GPU speedup over the CPU</source>
        <translation>scheinbare Beschleunigung der GPU gegenüber der CPU</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="128"/>
        <location filename="../labs/timing/timingmodelview.cpp" line="130"/>
        <source>the events read (simulated)</source>
        <translation>die Events zeigen (simuliert)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="129"/>
        <location filename="../labs/timing/timingmodelview.cpp" line="130"/>
        <source>the stopwatch reads (simulated)</source>
        <translation>die Stoppuhr zeigt (simuliert)</translation>
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
        <translation>✘ keine Messung: das Programm brach mit einem Fehler ab</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="152"/>
        <location filename="../labs/timing/timingmodelview.cpp" line="156"/>
        <source>✘ overstated: not the real speedup</source>
        <translation>✘ übertrieben: nicht die echte Beschleunigung</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="153"/>
        <location filename="../labs/timing/timingmodelview.cpp" line="158"/>
        <source>✘ understated: %1</source>
        <translation>✘ untertrieben: %1</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="154"/>
        <location filename="../labs/timing/timingmodelview.cpp" line="156"/>
        <source>✔ close to the honest speedup</source>
        <translation>✔ nahe an der ehrlichen Beschleunigung</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="161"/>
        <source>Simulated — %1. CPU %2 s, GPU kernel %3, per-call overhead %4; honest speedup %5, the missing barrier claims %6 (an illusion of %7).</source>
        <translation>Simuliert — %1. CPU %2 s, GPU-Kernel %3, Overhead je Aufruf %4; ehrliche Beschleunigung %5, die fehlende Barrier behauptet %6 (eine Täuschung um das %7-Fache).</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingmodelview.cpp" line="186"/>
        <source>GPU stream</source>
        <translation>GPU-Stream</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TimingPanel</name>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="105"/>
        <source>Timing pitfall</source>
        <translation>Messfalle</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="106"/>
        <source>Why does deleting synchronize() make the GPU look a thousand times faster?</source>
        <translation>Warum lässt das Löschen von synchronize() die GPU tausendmal schneller aussehen?</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="130"/>
        <source>the teaching model, while this machine is still being measured</source>
        <translation>das Lehrmodell, solange dieser Rechner noch vermessen wird</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="132"/>
        <source>the teaching model, not your %1; press Run it to measure the real thing</source>
        <translation>das Lehrmodell, nicht Ihre %1; drücken Sie Ausführen, um das Echte zu messen</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="133"/>
        <source>the teaching model, because %1</source>
        <translation>das Lehrmodell, weil %1</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="144"/>
        <source>Simulated — %1</source>
        <translation>Simuliert — %1</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="146"/>
        <source>Measured on %1 (%2)</source>
        <translation>Gemessen auf %1 (%2)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="148"/>
        <source> and on %1 (CUDA stream)</source>
        <translation> und auf %1 (CUDA-Stream)</translation>
    </message>
    <message>
        <location filename="../labs/timing/timingpanel.cpp" line="149"/>
        <source>; the timeline above is simulated</source>
        <translation>; die Zeitleiste oben ist simuliert</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TorchBox</name>
    <message>
        <location filename="../labs/torchbox.cpp" line="139"/>
        <source>Your own PyTorch</source>
        <translation>Ihr eigenes PyTorch</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="140"/>
        <source>Choose a Python…</source>
        <translation>Ein Python wählen…</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="141"/>
        <source>Pick the python of the environment where you installed PyTorch; GPU Lab remembers it.</source>
        <translation>Wählen Sie das python der Umgebung, in der Sie PyTorch installiert haben; GPU Lab merkt es sich.</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="142"/>
        <source>Look again</source>
        <translation>Erneut suchen</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="143"/>
        <source>Asks every Python found again which PyTorch it imports.</source>
        <translation>Fragt jedes gefundene Python erneut, welches PyTorch es importiert.</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="152"/>
        <source>Not available in this window.</source>
        <translation>In diesem Fenster nicht verfügbar.</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="154"/>
        <source>Looking for your PyTorch…</source>
        <translation>Ihr PyTorch wird gesucht…</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="157"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="160"/>
        <source>Looking further…</source>
        <translation>Es wird weiter gesucht…</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="162"/>
        <source>No PyTorch found. Install it into a Python environment with: pip install torch</source>
        <translation>Kein PyTorch gefunden. Installieren Sie es in eine Python-Umgebung mit: pip install torch</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="164"/>
        <source>Runs in %1 (%2). Only GPU Lab&apos;s own fixed scripts run; nothing is installed.</source>
        <translation>Läuft in %1 (%2). Es laufen nur die festen Skripte von GPU Lab; nichts wird installiert.</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="167"/>
        <source>No PyTorch found on this machine (Python interpreters asked: %1). Install it into a Python environment with: pip install torch — or choose the Python that has it.</source>
        <translation>Kein PyTorch auf diesem Rechner gefunden (befragte Python-Interpreter: %1). Installieren Sie es in eine Python-Umgebung mit: pip install torch — oder wählen Sie das Python, das es hat.</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="176"/>
        <source>No PyTorch found: pip install torch, or choose a Python.</source>
        <translation>Kein PyTorch gefunden: pip install torch oder ein Python wählen.</translation>
    </message>
    <message>
        <location filename="../labs/torchbox.cpp" line="186"/>
        <source>The Python that has PyTorch</source>
        <translation>Das Python mit PyTorch</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::TorchTimingBox</name>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="50"/>
        <source>Time it in my PyTorch</source>
        <translation>In meinem PyTorch messen</translation>
    </message>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="51"/>
        <source>Times a @ b at the lab&apos;s n on the device your PyTorch picks, without and with synchronize(): 2 warm-ups, 5 readings of each, medians.</source>
        <translation>Misst a @ b beim n des Labs auf dem Gerät, das Ihr PyTorch wählt, ohne und mit synchronize(): 2 Aufwärmläufe, je 5 Messungen, Mediane.</translation>
    </message>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="53"/>
        <source>Cancel</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="82"/>
        <source>Timing a @ b at n = %1 in your PyTorch…</source>
        <translation>a @ b bei n = %1 wird in Ihrem PyTorch gemessen…</translation>
    </message>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="96"/>
        <source>its answer was incomplete</source>
        <translation>seine Antwort war unvollständig</translation>
    </message>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="117"/>
        <source>Timing in your PyTorch failed: %1</source>
        <translation>Die Messung in Ihrem PyTorch schlug fehl: %1</translation>
    </message>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="121"/>
        <source>The lab&apos;s own measurement, cuBLAS on a CUDA stream: the un-waited reading looked %1× faster.</source>
        <translation>Die eigene Messung des Labs, cuBLAS auf einem CUDA-Stream: die Zahl ohne Warten wirkte %1× schneller.</translation>
    </message>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="124"/>
        <source>The lab&apos;s own measurement, oneDNN on a CPU queue: the un-waited reading looked %1× faster.</source>
        <translation>Die eigene Messung des Labs, oneDNN auf einer CPU-Warteschlange: die Zahl ohne Warten wirkte %1× schneller.</translation>
    </message>
    <message>
        <location filename="../labs/timing/torchtimingbox.cpp" line="127"/>
        <source>Run the lab&apos;s own measurement above to see its illusion beside this one.</source>
        <translation>Führen Sie oben die eigene Messung des Labs aus, um ihre Täuschung neben dieser zu sehen.</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::VramChart</name>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="92"/>
        <source>Memory per GPU against the cards</source>
        <translation>Speicher pro GPU im Vergleich zu den Karten</translation>
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
        <translation>Lektion (aktiv)</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="121"/>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="122"/>
        <source>Mixed</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="122"/>
        <source>Mixed (in use)</source>
        <translation>Gemischt (aktiv)</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="147"/>
        <source>memory per GPU, %1</source>
        <translation>Speicher je GPU, %1</translation>
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
        <translation>Zwei gestapelte Balken, die Buchführung der Lektion (%1) und gemischte Genauigkeit (%2), im Vergleich zu den Karten. Reicht aus: %3. Zu klein: %4.</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramchart.cpp" line="205"/>
        <location filename="../labs/vram/vramchart.cpp" line="206"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::VramControls</name>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="215"/>
        <source>Custom (typed count)</source>
        <translation>Eigene (eingegebene Anzahl)</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="216"/>
        <source>Published models with their real layer count, hidden size and heads.</source>
        <translation>Veröffentlichte Modelle mit ihrer echten Schichtzahl, Breite und Köpfen.</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="217"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="218"/>
        <source>Parameters on a log scale, 10M … 400B.</source>
        <translation>Parameter auf logarithmischer Skala, 10M … 400B.</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="221"/>
        <source>Type a count such as 7B, 124M or 1.5B and press Enter.</source>
        <translation>Geben Sie eine Anzahl wie 7B, 124M oder 1.5B ein und drücken Sie Enter.</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="222"/>
        <source>Parameter count</source>
        <translation>Anzahl der Parameter</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="223"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="225"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="227"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="229"/>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="231"/>
        <source>Which bookkeeping the fits table and the verdict use; the chart shows both.</source>
        <translation>Welche Buchführung die Passt-Tabelle und das Urteil verwenden; das Diagramm zeigt beide.</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="232"/>
        <source>Bookkeeping</source>
        <translation>Buchführung</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="234"/>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="235"/>
        <source>Micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="236"/>
        <source>Sequence (tokens)</source>
        <translation>Sequenz (Tokens)</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="237"/>
        <source>Micro-batches summed before each optimizer step: a large-batch gradient with small-batch activations.</source>
        <translation>Micro-Batches, die vor jedem Optimizer-Schritt summiert werden: ein Gradient großer Batches mit den Aktivierungen kleiner Batches.</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="239"/>
        <source>Accumulation steps</source>
        <translation>Akkumulationsschritte</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="240"/>
        <source>Gradient checkpointing</source>
        <translation>Gradient Checkpointing</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="245"/>
        <location filename="../labs/vram/vramcontrols.cpp" line="247"/>
        <source>Sharding</source>
        <translation>Sharding</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="246"/>
        <source>Number of GPUs</source>
        <translation>Anzahl der GPUs</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="248"/>
        <source>LoRA rank r</source>
        <translation>LoRA-Rang r</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="249"/>
        <source>Steps whose loss tensor is still referenced (losses.append(loss) instead of loss.item()): each keeps a whole graph alive.</source>
        <translation>Schritte, deren Loss-Tensor noch referenziert wird (losses.append(loss) statt loss.item()): jeder hält einen ganzen Graphen am Leben.</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="251"/>
        <source>Kept loss tensors</source>
        <translation>Aufbewahrte Loss-Tensoren</translation>
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
        <translation>Reserve</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="256"/>
        <source>Custom card</source>
        <translation>Eigene Karte</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="260"/>
        <source>Show sizes in</source>
        <translation>Größen anzeigen in</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="241"/>
        <source>Autocast to bf16 (fp32 weights stay fp32)</source>
        <translation>Autocast auf bf16 (fp32-Gewichte bleiben fp32)</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="219"/>
        <source>Parameters, in billions</source>
        <translation>Parameter, in Milliarden</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="220"/>
        <source>Logarithmic track from 10M to 400B parameters.</source>
        <translation>Logarithmische Skala von 10 Mio. bis 400 Mrd. Parameter.</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="242"/>
        <source>torch.autocast runs eligible ops in bf16: 16-bit activations, while weights, gradients and optimizer state stay fp32. It changes full training of fp32 weights.</source>
        <translation>torch.autocast führt geeignete Operationen in bf16 aus: 16-Bit-Aktivierungen, während Gewichte, Gradienten und Optimizer-Zustand fp32 bleiben. Es verändert volles Training von fp32-Gewichten.</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="257"/>
        <source>GB (10⁹ bytes, as total_memory / 1e9 prints)</source>
        <translation>GB (10⁹ Bytes, wie total_memory / 1e9 ausgibt)</translation>
    </message>
    <message>
        <location filename="../labs/vram/vramcontrols.cpp" line="258"/>
        <source>GiB (2³⁰ bytes, what a card&apos;s &quot;24 GB&quot; means)</source>
        <translation>GiB (2³⁰ Bytes, was „24 GB“ auf einer Karte bedeutet)</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::VramPanel</name>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="259"/>
        <source>VRAM planner</source>
        <translation>VRAM-Planer</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="260"/>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="261"/>
        <source>Back to the lesson&apos;s example: 7B, fp16, full training with Adam.</source>
        <translation>Zurück zum Beispiel der Lektion: 7B, fp16, volles Training mit Adam.</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="266"/>
        <location filename="../labs/vram/vrampanel.cpp" line="270"/>
        <source>Two bookkeepings</source>
        <translation>Zwei Buchführungen</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="269"/>
        <location filename="../labs/vram/vrampanel.cpp" line="271"/>
        <source>Capacity table</source>
        <translation>Kapazitätstabelle</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="277"/>
        <source>&lt;a href=&quot;lab:throughput/sweep-precision&quot;&gt;Mixed precision on your own CPU: run fp32 against bf16 in the throughput lab&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;lab:throughput/sweep-precision&quot;&gt;Gemischte Genauigkeit auf Ihrer eigenen CPU: fp32 gegen bf16 im Durchsatz-Wettrennen vergleichen&lt;/a&gt;</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="298"/>
        <source>this machine&apos;s GPU is still being checked</source>
        <translation>die GPU dieses Rechners wird noch geprüft</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="300"/>
        <source>this GPU&apos;s line is measured by the driver: %1, %2 total, %3 free</source>
        <translation>die Zeile dieser GPU ist vom Treiber gemessen: %1, %2 gesamt, %3 frei</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="302"/>
        <source>no usable GPU: %1</source>
        <translation>keine nutzbare GPU: %1</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="303"/>
        <source>Arithmetic — the planner adds up bytes per parameter, nothing is allocated; %1</source>
        <translation>Rechnung — der Planer zählt Bytes je Parameter zusammen, nichts wird belegt; %1</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="363"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="371"/>
        <source>Total %1, %2</source>
        <translation>Gesamt %1, %2</translation>
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
        <translation>Dieser Rechner: seine GPU wird noch geprüft; hat er eine, erscheint ihre Linie gleich im Diagramm.</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="453"/>
        <source>Billions (bn) of parameters a card holds: its size ÷ bytes per parameter, no headroom. 2 B to serve in fp16, 6 B to train with SGD without momentum, 14 B with Adam; &quot;this plan&quot; divides by %1 B/param, the model states of the current plan.</source>
        <translation>Milliarden (Mrd.) Parameter, die eine Karte fasst: ihre Größe ÷ Bytes je Parameter, ohne Reserve. 2 B für Inferenz in fp16, 6 B zum Training mit SGD ohne Momentum, 14 B mit Adam; „dieser Plan“ teilt durch %1 B/Param., die Modellzustände des aktuellen Plans.</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="288"/>
        <source>Applied: %1 — %2 → %3 (%4%5). %6</source>
        <translation>Angewendet: %1 — %2 → %3 (%4%5). %6</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="264"/>
        <source>Does it fit, per card</source>
        <translation>Passt es? Je Karte</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="272"/>
        <location filename="../labs/vram/vrampanel.cpp" line="273"/>
        <source>VRAM tables</source>
        <translation>VRAM-Tabellen</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="411"/>
        <source>This machine: %1 — %2 total, %3 free, measured by the driver just now.</source>
        <translation>Dieser Rechner: %1 — %2 gesamt, %3 frei, soeben vom Treiber gemessen.</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="413"/>
        <source>This machine: no usable GPU (%1), so it has no line in the chart.</source>
        <translation>Dieser Rechner: keine nutzbare GPU (%1), daher keine Linie im Diagramm.</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="468"/>
        <source>%1. %2: %3%4</source>
        <translation>%1. %2: %3%4</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="473"/>
        <source>%1. %2 (n/a)</source>
        <translation>%1. %2 (entfällt)</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="262"/>
        <source>Does it fit?</source>
        <translation>Passt es?</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="263"/>
        <source>With the bookkeeping in use, headroom included.</source>
        <translation>Mit der verwendeten Buchführung, Reserve eingerechnet.</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="275"/>
        <source>Out of memory? Try these in order</source>
        <translation>Speicher voll? Versuchen Sie diese der Reihe nach</translation>
    </message>
    <message>
        <location filename="../labs/vram/vrampanel.cpp" line="276"/>
        <source>Each button applies its fix to the plan.</source>
        <translation>Jeder Knopf wendet seine Abhilfe auf den Plan an.</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::WorkCalculatorView</name>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="98"/>
        <source>Your own layers</source>
        <translation>Ihre eigenen Schichten</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="99"/>
        <source>Layer widths from input to output, e.g. 784, 256, 10 (3*224*224 works too)</source>
        <translation>Schichtbreiten vom Eingang zum Ausgang, z. B. 784, 256, 10 (3*224*224 geht auch)</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="100"/>
        <source>Example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="101"/>
        <source>Layer sizes</source>
        <translation>Schichtgrößen</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="102"/>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="103"/>
        <source>Each layer multiplies a batch × n_in block of activations by an n_in × n_out weight matrix: batch · n_in · n_out multiply-adds. Backward needs about twice that again (gradients for the inputs and for the weights), so a training step ≈ 3 forward passes. A multiply-add is 2 FLOPs.</source>
        <translation>Jede Schicht multipliziert einen Block von batch × n_in Aktivierungen mit einer Gewichtsmatrix n_in × n_out: batch · n_in · n_out Multiply-Adds. Der Rückwärtsdurchlauf braucht noch einmal etwa das Doppelte (Gradienten für die Eingaben und für die Gewichte), also ist ein Trainingsschritt ≈ 3 Vorwärtsdurchläufe. Ein Multiply-Add sind 2 FLOPs.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="149"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="153"/>
        <source>&lt;br&gt;A training step is done sooner on the GPU: the work buries the per-call cost.</source>
        <translation>&lt;br&gt;Ein Trainingsschritt ist auf der GPU früher fertig: die Arbeit verschluckt die Kosten je Aufruf.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="154"/>
        <source>&lt;br&gt;A training step is done sooner on the CPU: at this size the GPU&apos;s per-call cost, not its arithmetic, decides, as in the race.</source>
        <translation>&lt;br&gt;Ein Trainingsschritt ist auf der CPU früher fertig: bei dieser Größe entscheiden die Kosten je Aufruf der GPU, nicht ihre Rechenleistung, wie im Rennen.</translation>
    </message>
    <message>
        <location filename="../labs/throughput/workcalculatorview.cpp" line="157"/>
        <source>&lt;b&gt;Forward pass:&lt;/b&gt; %1 multiply-adds (%2)&lt;br&gt;&lt;b&gt;Training step (≈3×):&lt;/b&gt; %3 multiply-adds (%4)&lt;br&gt;&lt;br&gt;&lt;b&gt;CPU&lt;/b&gt; at %5 — %6: forward %7, training step %8&lt;br&gt;&lt;b&gt;GPU&lt;/b&gt; at %9 — %10: forward %11, training step %12 of arithmetic; with the race&apos;s %13 per call (%14 and %15 matrix products): forward %16, training step %17</source>
        <translation>&lt;b&gt;Vorwärtsdurchlauf:&lt;/b&gt; %1 Multiply-Adds (%2)&lt;br&gt;&lt;b&gt;Trainingsschritt (≈3×):&lt;/b&gt; %3 Multiply-Adds (%4)&lt;br&gt;&lt;br&gt;&lt;b&gt;CPU&lt;/b&gt; mit %5 — %6: vorwärts %7, Trainingsschritt %8&lt;br&gt;&lt;b&gt;GPU&lt;/b&gt; mit %9 — %10: vorwärts %11, Trainingsschritt %12 an Rechenarbeit; mit den %13 je Aufruf aus dem Rennen (%14 und %15 Matrixprodukte): vorwärts %16, Trainingsschritt %17</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::exports::ExportActions</name>
    <message>
        <location filename="../labs/export.cpp" line="75"/>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="75"/>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="142"/>
        <source>The chart is not on screen yet, so there is nothing to draw; show it and try again.</source>
        <translation>Das Diagramm ist noch nicht auf dem Bildschirm, es gibt also nichts zu zeichnen; zeigen Sie es an und versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="147"/>
        <source>%1 could not be written (%2). Nothing was saved.</source>
        <translation>%1 konnte nicht geschrieben werden (%2). Es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="289"/>
        <source>Chart %1</source>
        <translation>Diagramm %1</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="289"/>
        <source>Table %1</source>
        <translation>Tabelle %1</translation>
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
        <translation>Ein aus GPU Lab exportiertes Diagramm</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="528"/>
        <source>the image could not be encoded as PNG</source>
        <translation>das Bild ließ sich nicht als PNG kodieren</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="543"/>
        <source>the table has no data</source>
        <translation>die Tabelle enthält keine Daten</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="582"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="596"/>
        <source>Save chart as PNG</source>
        <translation>Diagramm als PNG speichern</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="597"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="601"/>
        <source>Save chart as SVG</source>
        <translation>Diagramm als SVG speichern</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="602"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="606"/>
        <source>Save table as CSV</source>
        <translation>Tabelle als CSV speichern</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="607"/>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="697"/>
        <source>Save chart as &amp;PNG…</source>
        <translation>Diagramm als &amp;PNG speichern…</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="698"/>
        <source>A picture at twice the size on screen, sharp on a projector or in a report</source>
        <translation>Ein Bild in doppelter Bildschirmgröße, scharf auf dem Beamer oder in einem Bericht</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="701"/>
        <source>Save chart as &amp;SVG…</source>
        <translation>Diagramm als &amp;SVG speichern…</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="702"/>
        <source>A drawing that stays sharp at any size</source>
        <translation>Eine Zeichnung, die in jeder Größe scharf bleibt</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="705"/>
        <source>&amp;Copy chart image</source>
        <translation>Diagrammbild &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="706"/>
        <source>The chart as a picture on the clipboard, to paste into slides or a chat</source>
        <translation>Das Diagramm als Bild in der Zwischenablage, zum Einfügen in Folien oder einen Chat</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="709"/>
        <source>Save table as &amp;CSV…</source>
        <translation>Tabelle als &amp;CSV speichern…</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="710"/>
        <source>The table as shown, for a spreadsheet or a script</source>
        <translation>Die Tabelle so, wie sie angezeigt wird, für eine Tabellenkalkulation oder ein Skript</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="713"/>
        <source>Copy table as &amp;Markdown</source>
        <translation>Tabelle als &amp;Markdown kopieren</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="714"/>
        <source>The table as text on the clipboard, ready for a README, an issue or a chat</source>
        <translation>Die Tabelle als Text in der Zwischenablage, bereit für eine README, ein Issue oder einen Chat</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::exports::ExportButton</name>
    <message>
        <location filename="../labs/export.cpp" line="799"/>
        <source>Save or copy a chart or a table of this lab</source>
        <translation>Ein Diagramm oder eine Tabelle dieses Labs speichern oder kopieren</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="800"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
</context>
<context>
    <name>gpulab::labs::exports::ExportMenu</name>
    <message>
        <location filename="../labs/export.cpp" line="753"/>
        <source>Nothing to export on this page</source>
        <translation>Auf dieser Seite gibt es nichts zu exportieren</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="765"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <location filename="../labs/export.cpp" line="766"/>
        <source>Save or copy a chart or a table of this lab</source>
        <translation>Ein Diagramm oder eine Tabelle dieses Labs speichern oder kopieren</translation>
    </message>
</context>
</TS>
