<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AddPriceCommand</name>
    <message>
        <source>add price %1</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>AddPricesCommand</name>
    <message numerus="yes">
        <source>add %n price(s)</source>
        <extracomment>In the Edit menu after &quot;Undo&quot;/&quot;Redo&quot;: &quot;Undo add 12 prices&quot;.</extracomment>
        <translation>
            <numerusform>add %n price</numerusform>
            <numerusform>add %n prices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardFields</name>
    <message>
        <source>Consumer</source>
        <translation></translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation></translation>
    </message>
    <message>
        <source>Data centre</source>
        <translation></translation>
    </message>
    <message>
        <source>Desktop</source>
        <translation></translation>
    </message>
    <message>
        <source>Laptop</source>
        <translation></translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation></translation>
    </message>
    <message>
        <source>SXM</source>
        <translation></translation>
    </message>
    <message>
        <source>OAM</source>
        <translation></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation></translation>
    </message>
    <message>
        <source>Model</source>
        <translation></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation></translation>
    </message>
    <message>
        <source>Form</source>
        <translation></translation>
    </message>
    <message>
        <source>Product line</source>
        <translation></translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation></translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation></translation>
    </message>
    <message>
        <source>GPUs per board</source>
        <translation></translation>
    </message>
    <message>
        <source>Release date</source>
        <translation></translation>
    </message>
    <message>
        <source>CUDA cores / stream processors</source>
        <translation></translation>
    </message>
    <message>
        <source>Tensor cores</source>
        <translation></translation>
    </message>
    <message>
        <source>Tensor core generation</source>
        <translation></translation>
    </message>
    <message>
        <source>Boost clock</source>
        <translation></translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation></translation>
    </message>
    <message>
        <source>Memory bus width</source>
        <translation></translation>
    </message>
    <message>
        <source>Memory data rate</source>
        <translation></translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation></translation>
    </message>
    <message>
        <source>FP32</source>
        <translation></translation>
    </message>
    <message>
        <source>FP16 (non-tensor)</source>
        <translation></translation>
    </message>
    <message>
        <source>Tensor FP16 (dense)</source>
        <translation></translation>
    </message>
    <message>
        <source>Tensor BF16 (dense)</source>
        <translation></translation>
    </message>
    <message>
        <source>Tensor TF32 (dense)</source>
        <translation></translation>
    </message>
    <message>
        <source>Tensor INT8 (dense)</source>
        <translation></translation>
    </message>
    <message>
        <source>Tensor FP8 (dense)</source>
        <translation></translation>
    </message>
    <message>
        <source>Launch price</source>
        <translation></translation>
    </message>
    <message>
        <source>Source</source>
        <translation></translation>
    </message>
    <message>
        <source>Source date</source>
        <translation></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation></translation>
    </message>
    <message>
        <source>Board power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power range low end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes (Chinese)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2 W (laptop, configurable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2 W (configurable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack source date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unified memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU share of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raising the GPU&apos;s share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sold as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes, shared by CPU and GPU</source>
        <extracomment>Unified memory: shared by CPU and GPU.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % (%2 GB) by default</source>
        <extracomment>%1: percent, %2: gigabytes the GPU may use by default.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole machine (price includes the host)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experimental</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vendor&apos;s own only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory bandwidth per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modified board: no vendor warranty; memory upgraded by a third party</source>
        <extracomment>A board rebuilt by a third party (the RTX 4090 48 GB sold in China).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modified board</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>a workstation of %n cards (priced as its cards and a host allowance)</source>
        <extracomment>A workstation of PCIe or desktop cards derived from the card&apos;s row.</extracomment>
        <translation>
            <numerusform>a workstation of %n card (priced as its card and a host allowance)</numerusform>
            <numerusform>a workstation of %n cards (priced as its cards and a host allowance)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a server of %n GPUs (its own price, or its GPUs&apos; and a host allowance)</source>
        <translation>
            <numerusform>a server of %n GPU (its own price, or its GPU&apos;s and a host allowance)</numerusform>
            <numerusform>a server of %n GPUs (its own price, or its GPUs&apos; and a host allowance)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogCopy</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the target has no column %2 (is it the same schema version?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot commit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot record where the snapshot came from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the local copy of the shared catalog was not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogDatabase</name>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation></translation>
    </message>
    <message>
        <source>the file is too short to be a database (%1 bytes)</source>
        <translation></translation>
    </message>
    <message>
        <source>the file&apos;s header is all zeros</source>
        <translation></translation>
    </message>
    <message>
        <source>the file is not an SQLite database</source>
        <translation></translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>Created a new catalog database at %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>Upgraded %1 from schema version %2 to %3.</source>
        <translation></translation>
    </message>
    <message>
        <source>The database %1 is read-only: you can browse it, but changes will not be saved. Make the file writable, or start with --db pointing to a writable location.</source>
        <translation></translation>
    </message>
    <message>
        <source>The database %1 was written by a newer version of GPU Advisor (schema %2; this version knows %3). It was not changed. This session uses the built-in catalog only; update GPU Advisor to use your data.</source>
        <translation></translation>
    </message>
    <message>
        <source>The database %1 could not be used: %2. This session uses the built-in catalog in memory and nothing will be saved. Check the file and its folder permissions, or start with --db pointing to a writable location.</source>
        <translation></translation>
    </message>
    <message>
        <source>cannot read the schema version</source>
        <translation></translation>
    </message>
    <message>
        <source>migration %1 is missing from this build</source>
        <translation></translation>
    </message>
    <message>
        <source>migration %1 failed: %2</source>
        <translation></translation>
    </message>
    <message>
        <source>; it could not be moved aside either</source>
        <translation></translation>
    </message>
    <message>
        <source>its folder %1 cannot be created</source>
        <translation></translation>
    </message>
    <message>
        <source>SQLite cannot open it (%1)</source>
        <translation></translation>
    </message>
    <message>
        <source>its integrity check failed (%1)</source>
        <translation></translation>
    </message>
    <message>
        <source>its schema version cannot be read</source>
        <translation></translation>
    </message>
    <message>
        <source>it is an SQLite database but not a GPU Advisor catalog (tables: %1)</source>
        <translation></translation>
    </message>
    <message>
        <source>it is read-only and needs an upgrade to schema version %1</source>
        <translation></translation>
    </message>
    <message>
        <source>it is a folder, not a database file</source>
        <translation></translation>
    </message>
    <message>
        <source>The server asks for a password: give it when the window asks, or put it in ~/.pgpass (a line host:port:database:user:password, the file readable only by you) or in the environment variable PGPASSWORD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are connected to the shared catalog %1 as %2, a read-only role: you can browse, compare, rank and write reports, but not add or change rows. Ask the catalog&apos;s keeper for a role that may write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shared catalog %1 cannot be reached (%2), and there is no copy of it on this computer yet. This session shows the built-in catalog only and saves nothing. Check the network and the address, then start again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shared catalog %1 cannot be reached (%2). This session shows the copy of it read on %3, read-only: nothing you do now is sent to the server or lost there. Start again when the server is back to see its latest rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shared catalog %1 could not be used: %2. This session uses the built-in catalog in memory and nothing will be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shared catalog %1 was upgraded by a newer version of GPU Advisor (schema %2; this version knows %3). It was not changed. This session uses the built-in catalog only; update GPU Advisor to use the group&apos;s data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shared catalog %1 cannot be reached (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this installation has no PostgreSQL driver for Qt (install libqt6sql6-psql)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database %1 holds tables that are not a GPU Advisor catalog; nothing was changed there (use an empty database of its own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database %1 has no catalog yet; create it with: gpu-advisor db init --db %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog could not be created there: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it needs an upgrade to schema version %1 that this role cannot make (%2); ask the catalog&apos;s keeper to open it once with this version, or to run gpu-advisor db init</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected to a shared catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 could not be used: %2.
It was kept as %3 so nothing is lost%4, and a new database with the built-in catalog is in its place.
Your own prices and benchmarks are in the kept file: a backup of it, or importing your exports again, restores them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the check&apos;s details are in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 is in use by another GPU Advisor or program (%2); try again when it is done. The file was not changed. This session shows the built-in catalog only and saves nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be read on this computer now (%1: is the disk full?); the file was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1: another program is using it…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1: it is in use by %2…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogExporter</name>
    <message>
        <source>the %1 encoder is not available in this Qt build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text cannot be written as %1: it is not valid Unicode</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogImporter</name>
    <message>
        <source>, line %1</source>
        <translation></translation>
    </message>
    <message>
        <source>, field %1</source>
        <translation></translation>
    </message>
    <message>
        <source>currency is missing: name it in a currency column or in the amount (￥, 元, $, USD …)</source>
        <translation></translation>
    </message>
    <message>
        <source>a free tier cannot have a price per hour</source>
        <translation></translation>
    </message>
    <message>
        <source>price_per_hour is 0 but free_tier is not true</source>
        <translation></translation>
    </message>
    <message>
        <source>currency is missing</source>
        <translation></translation>
    </message>
    <message>
        <source>the vendor is missing and &quot;%1&quot; does not say it (add a vendor column: NVIDIA, AMD, Intel)</source>
        <translation></translation>
    </message>
    <message>
        <source>the required column &quot;%1&quot; is missing</source>
        <translation></translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; appears twice</source>
        <translation></translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot; ignored</source>
        <translation></translation>
    </message>
    <message>
        <source>the row has %1 fields but the header has %2 (a comma inside an unquoted value?)</source>
        <translation></translation>
    </message>
    <message>
        <source>record %1 is not a JSON object</source>
        <translation></translation>
    </message>
    <message>
        <source>the required key &quot;%1&quot; is missing</source>
        <translation></translation>
    </message>
    <message>
        <source>expected a number or a string</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 appears twice (also on line %2)</source>
        <translation></translation>
    </message>
    <message>
        <source>the file is empty: expected a header line</source>
        <translation></translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation></translation>
    </message>
    <message>
        <source>cannot tell which kind of rows the JSON array holds</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array</source>
        <translation></translation>
    </message>
    <message>
        <source>expected a JSON array or object</source>
        <translation></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>: </source>
        <translation></translation>
    </message>
    <message>
        <source>%1 must not be empty</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be greater than zero (leave it empty if unknown)</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be at least %2</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be at least 1</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 must not be empty: a price or result without a date cannot be judged</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is in the future</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a form (desktop, laptop, pcie, sxm, oam)</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a currency (CNY or USD)</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a product line (consumer, workstation, datacenter)</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a compute capability (major.minor, e.g. 8.6)</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the launch price column is in USD</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a condition (new or used)</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a task (training or inference)</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a precision (%2)</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be greater than zero</source>
        <translation></translation>
    </message>
    <message>
        <source>the card %1 is not in the catalog; import or add the card first</source>
        <translation></translation>
    </message>
    <message>
        <source>, field %1 (&quot;%2&quot;)</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an architecture the catalog knows (%2); kept as written</source>
        <translation></translation>
    </message>
    <message>
        <source>the amount &quot;%1&quot; is in %2 but the currency column says %3; correct one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the amount &quot;%1&quot; is in %2 but the column&apos;s header says %3; correct one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the amount &quot;%1&quot; is ambiguous as a CNY price: %2 yuan, or %3 with a point between the thousands? Write %3 without the point, or yuan with at most two decimals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the memory size is missing and &quot;%1&quot; is several cards of the catalog: %2 (add a memory_gb / 显存 column, or write the size in the name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n price(s) without a date, dated %2, the day of the import</source>
        <translation>
            <numerusform>%1: %n price without a date, dated %2, the day of the import</numerusform>
            <numerusform>%1: %n prices without a date, dated %2, the day of the import</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n price(s) without a currency, taken as %2 (your currency)</source>
        <translation>
            <numerusform>%1: %n price without a currency, taken as %2 (your currency)</numerusform>
            <numerusform>%1: %n prices without a currency, taken as %2 (your currency)</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a price column, which a card file does not read: import the file as prices (--kind prices) to keep its prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as %1 it lacks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>benchmark results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cloud offerings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header does not name the columns of any catalog file (%1). Every file needs a model (or name) column; a price column (amount, 价格) makes it a price file. Headers in English or Chinese; see docs/catalog-format.md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card %1 is not in the catalog; the closest are %2: write one of these names if it is one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is an Excel workbook, not a CSV file: open it in Excel, WPS or LibreOffice and save it as &quot;CSV UTF-8&quot; (File &gt; Save As), then import that file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must not be empty: the parameter count in billions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number of billions of parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of llm, image-generation, vision, speech, text-encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of full, sliding, hybrid, latent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a kind of power (tdp, tgp, tbp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; contradicts the power value, which says %2; correct one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; contradicts the power range&apos;s low end, %2 W; correct one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be below the board power (%2 W), the high end of the range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the power is %1 but the column&apos;s header says %2; correct one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power_min_w is the low end of a power range: give its high end in tdp_w too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a currency (an ISO 4217 code such as CNY, USD, EUR, JPY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a GPU count (a whole number from 1, the GPUs the amount pays for)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a price unit (card, module or server)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>currency must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rate to CNY of CNY itself is always 1; leave the row out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rate_to_cny must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a rate (CNY per one unit of the currency, greater than zero)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array, or an object with &quot;cards&quot;, &quot;prices&quot;, &quot;benchmarks&quot;, &quot;cloud&quot;, &quot;models&quot; or &quot;rates&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must not be empty (0 for a free tier)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a stack support (full, partial, experimental, vendor-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: unified_memory is 1 (yes) or 0 (no)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the GPU&apos;s share of the memory is a fraction from 0 to 1 (0.75) or a percentage (75 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: sold_as is card or system (a whole machine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a price basis (retail, marketplace, sold-average, used, list, launch or estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: modified_board is 1 (yes) or 0 (no)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOPS FP32 is more than its %2 cores at %3 MHz can do (at most %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is more than 64 × what its %2 cores at %3 MHz do in FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s is more than a %2-bit bus at %3 Gbit/s carries (at most %4 GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W is not the board power of a discrete card (at least 5 W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field %1 holds a NUL character (a binary file or a damaged download?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends in the middle of this row: it has %1 of the header&apos;s %2 fields, from %3 on nothing, and no line end (a download cut off?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the row repeats line %1; it is stored once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends inside its header line, with no row and no line end (a download cut off?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field %1 has %2 characters, more than the %3 a field may have</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogRepository</name>
    <message>
        <source>%1 row %2: %3</source>
        <translation></translation>
    </message>
    <message>
        <source>the card %1 is not in the catalog; import or add the card first</source>
        <translation></translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>cannot commit: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>cannot record the catalog version</source>
        <translation></translation>
    </message>
    <message>
        <source>the card %1 is not in the catalog</source>
        <translation></translation>
    </message>
    <message>
        <source>someone removed this price meanwhile; nothing was changed (the catalog now shows what is stored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>someone else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed this price meanwhile (it is now %2 %3, seen %4); your change was not saved so theirs is not lost. The catalog now shows what is stored: check it and edit again.</source>
        <extracomment>%1 who changed the price (a database user name), %2 amount, %3 currency, %4 date.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a feed named %1 exists already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no feed named %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogSession</name>
    <message>
        <source>the catalog is not open yet; nothing was stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database file is not in use this session (see the message at start-up), so nothing would be kept; nothing was stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this catalog is read-only for you (see the message at start-up); nothing was stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>List the cards of the catalog.</source>
        <translation></translation>
    </message>
    <message>
        <source>Only this vendor (NVIDIA, AMD, Intel).</source>
        <translation></translation>
    </message>
    <message>
        <source>vendor</source>
        <translation></translation>
    </message>
    <message>
        <source>GB</source>
        <translation></translation>
    </message>
    <message>
        <source>At most this price (in --currency); cards without a price are left out.</source>
        <translation></translation>
    </message>
    <message>
        <source>amount</source>
        <translation></translation>
    </message>
    <message>
        <source>CNY or USD (default: the settings&apos; currency, CNY).</source>
        <translation></translation>
    </message>
    <message>
        <source>currency</source>
        <translation></translation>
    </message>
    <message>
        <source>condition</source>
        <translation></translation>
    </message>
    <message>
        <source>Only cards whose name contains these words (literal text).</source>
        <translation></translation>
    </message>
    <message>
        <source>text</source>
        <translation></translation>
    </message>
    <message>
        <source>table (default), csv or json.</source>
        <translation></translation>
    </message>
    <message>
        <source>format</source>
        <translation></translation>
    </message>
    <message>
        <source>list takes no arguments; did you mean --search &quot;%1&quot;?</source>
        <translation></translation>
    </message>
    <message>
        <source>--condition must be new, used or any, not &quot;%1&quot;</source>
        <translation></translation>
    </message>
    <message>
        <source>Card</source>
        <translation></translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation></translation>
    </message>
    <message>
        <source>FP32 TFLOPS</source>
        <translation></translation>
    </message>
    <message>
        <source>Tensor FP16</source>
        <translation></translation>
    </message>
    <message>
        <source>TDP W</source>
        <translation></translation>
    </message>
    <message>
        <source>Price %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Price date</source>
        <translation></translation>
    </message>
    <message>
        <source>Show one card: every field with its unit and source, its prices and its benchmark results.</source>
        <translation></translation>
    </message>
    <message>
        <source>The card, e.g. &quot;RTX 3060 12 GB&quot;.</source>
        <translation></translation>
    </message>
    <message>
        <source>show needs the name of a card, e.g. gpu-advisor show &quot;RTX 3060 12 GB&quot;</source>
        <translation></translation>
    </message>
    <message>
        <source>Field</source>
        <translation></translation>
    </message>
    <message>
        <source>Value</source>
        <translation></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation></translation>
    </message>
    <message>
        <source>Prices (%1)</source>
        <translation></translation>
    </message>
    <message>
        <source>Benchmark results (%1)</source>
        <translation></translation>
    </message>
    <message>
        <source>List the cards of the catalog, filtered</source>
        <translation></translation>
    </message>
    <message>
        <source>Show every field, price and benchmark of one card</source>
        <translation></translation>
    </message>
    <message>
        <source>Rank the cards for a workload and budget, with reasons</source>
        <translation></translation>
    </message>
    <message>
        <source>Import cards, prices, benchmarks or cloud offerings (CSV or JSON)</source>
        <translation></translation>
    </message>
    <message>
        <source>Export the catalog or your own rows as CSV or JSON</source>
        <translation></translation>
    </message>
    <message>
        <source>Show the performance model fitted to the measured results</source>
        <translation></translation>
    </message>
    <message>
        <source>Write the recommendation report as a PDF</source>
        <translation></translation>
    </message>
    <message>
        <source>Usage: gpu-advisor [--db PATH] [--lang zh_CN|en] [COMMAND] [options]

GPU Advisor helps you choose a GPU for deep learning. Without a command it opens the window.

Commands:
</source>
        <translation></translation>
    </message>
    <message>
        <source>gpu-advisor: unknown command &quot;%1&quot;</source>
        <translation></translation>
    </message>
    <message>
        <source>path</source>
        <translation></translation>
    </message>
    <message>
        <source>Language: zh_CN or en.</source>
        <translation></translation>
    </message>
    <message>
        <source>language</source>
        <translation></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation></translation>
    </message>
    <message>
        <source>--lang must be zh_CN or en, not &quot;%1&quot;</source>
        <translation></translation>
    </message>
    <message>
        <source>Run &apos;gpu-advisor --help&apos; for usage.</source>
        <translation></translation>
    </message>
    <message>
        <source>cannot read the catalog from %1: %2</source>
        <translation></translation>
    </message>
    <message>
        <source>--format must be table, csv or json, not &quot;%1&quot;</source>
        <translation></translation>
    </message>
    <message>
        <source>--currency must be CNY or USD, not &quot;%1&quot;</source>
        <translation></translation>
    </message>
    <message>
        <source>--%1 must be a number of 0 or more, not &quot;%2&quot;</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot; matches %2 cards; name one of them exactly:
%3</source>
        <translation></translation>
    </message>
    <message>
        <source>workload</source>
        <translation></translation>
    </message>
    <message>
        <source>precision</source>
        <translation></translation>
    </message>
    <message>
        <source>At least this much memory per GPU, GB.</source>
        <translation></translation>
    </message>
    <message>
        <source>At most this board power, W.</source>
        <translation></translation>
    </message>
    <message>
        <source>W</source>
        <translation></translation>
    </message>
    <message>
        <source>form</source>
        <translation></translation>
    </message>
    <message>
        <source>Cost of the rest of the system, for whole-system performance per price.</source>
        <translation></translation>
    </message>
    <message>
        <source>rate</source>
        <translation></translation>
    </message>
    <message>
        <source>Electricity price per kWh in --currency, for the cost of ownership.</source>
        <translation></translation>
    </message>
    <message>
        <source>price</source>
        <translation></translation>
    </message>
    <message>
        <source>Hours of use per day (default 8).</source>
        <translation></translation>
    </message>
    <message>
        <source>hours</source>
        <translation></translation>
    </message>
    <message>
        <source>Years of ownership (default 3).</source>
        <translation></translation>
    </message>
    <message>
        <source>years</source>
        <translation></translation>
    </message>
    <message>
        <source>LLM size in billions of parameters for llm-inference (default 7).</source>
        <translation></translation>
    </message>
    <message>
        <source>billions</source>
        <translation></translation>
    </message>
    <message>
        <source>Reference card for relative performance (default: RTX 3060 12 GB).</source>
        <translation></translation>
    </message>
    <message>
        <source>name</source>
        <translation></translation>
    </message>
    <message>
        <source>--workload is required: cnn, transformer, rnn or llm-inference</source>
        <translation></translation>
    </message>
    <message>
        <source>--workload must be cnn, transformer, rnn or llm-inference, not &quot;%1&quot;</source>
        <translation></translation>
    </message>
    <message>
        <source>--precision must be fp32, fp16, bf16, int8 or int4, not &quot;%1&quot;</source>
        <translation></translation>
    </message>
    <message>
        <source>--hours-per-day must be between 0 and 24</source>
        <translation></translation>
    </message>
    <message>
        <source>--exchange-rate and --llm-size must be greater than zero</source>
        <translation></translation>
    </message>
    <message>
        <source>Show only the first N rows.</source>
        <translation></translation>
    </message>
    <message>
        <source>N</source>
        <translation></translation>
    </message>
    <message>
        <source>rank takes no arguments besides its options</source>
        <translation></translation>
    </message>
    <message>
        <source>--top must be a whole number of 1 or more</source>
        <translation></translation>
    </message>
    <message>
        <source>#</source>
        <translation></translation>
    </message>
    <message>
        <source>Rel. perf.</source>
        <translation></translation>
    </message>
    <message>
        <source>Perf/1k %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Perf/kW</source>
        <translation></translation>
    </message>
    <message>
        <source>Flags</source>
        <translation></translation>
    </message>
    <message>
        <source>budget %1 %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Relative performance: 1.00 = %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>Best overall</source>
        <translation></translation>
    </message>
    <message>
        <source>Best value</source>
        <translation></translation>
    </message>
    <message>
        <source>Most memory per price</source>
        <translation></translation>
    </message>
    <message>
        <source>Think twice:</source>
        <translation></translation>
    </message>
    <message>
        <source>Print the performance model&apos;s parameters fitted to the catalog&apos;s measured results.</source>
        <translation></translation>
    </message>
    <message>
        <source>Write the recommendation report as a PDF: the request, the recommended cards with their reasons and figures, a cost-efficiency chart, a comparison table, warnings, and the date and source of every price and benchmark.</source>
        <translation></translation>
    </message>
    <message>
        <source>Also compare this card (may be repeated), e.g. &quot;RTX 3090&quot;.</source>
        <translation></translation>
    </message>
    <message>
        <source>A4 (default) or Letter.</source>
        <translation></translation>
    </message>
    <message>
        <source>size</source>
        <translation></translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation></translation>
    </message>
    <message>
        <source>file</source>
        <translation></translation>
    </message>
    <message>
        <source>report takes no arguments besides its options</source>
        <translation></translation>
    </message>
    <message>
        <source>--out FILE.pdf is required</source>
        <translation></translation>
    </message>
    <message>
        <source>--page-size must be A4 or Letter, not &quot;%1&quot;</source>
        <translation></translation>
    </message>
    <message>
        <source>the report needs fonts: run it from gpu-advisor, which starts the offscreen graphics platform</source>
        <translation></translation>
    </message>
    <message>
        <source>Wrote %1 (pages: %2).</source>
        <translation></translation>
    </message>
    <message>
        <source>Import CSV or JSON files into your catalog as your own rows. All files are read and checked first; if any row is wrong, nothing is stored and every problem is listed with its file, line and field.</source>
        <translation></translation>
    </message>
    <message>
        <source>CSV or JSON files (cards first if a file refers to new cards).</source>
        <translation></translation>
    </message>
    <message>
        <source>kind</source>
        <translation></translation>
    </message>
    <message>
        <source>auto (default), utf-8 or gb18030.</source>
        <translation></translation>
    </message>
    <message>
        <source>encoding</source>
        <translation></translation>
    </message>
    <message>
        <source>Check the files and report, but store nothing.</source>
        <translation></translation>
    </message>
    <message>
        <source>import needs at least one file</source>
        <translation></translation>
    </message>
    <message>
        <source>--encoding must be auto, utf-8 or gb18030</source>
        <translation></translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found; nothing was imported.</source>
        <translation>
            <numerusform>%n problem found; nothing was imported.</numerusform>
            <numerusform>%n problems found; nothing was imported.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checked: %1 cards, %2 prices, %3 benchmark results, %4 cloud offerings; nothing stored (--dry-run).</source>
        <translation></translation>
    </message>
    <message>
        <source>the database is read-only; nothing was imported</source>
        <translation></translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation></translation>
    </message>
    <message>
        <source>Export catalog rows as CSV or JSON (the import format; export then import is lossless).</source>
        <translation></translation>
    </message>
    <message>
        <source>csv (default) or json.</source>
        <translation></translation>
    </message>
    <message>
        <source>user (your own rows), builtin, or all (default).</source>
        <translation></translation>
    </message>
    <message>
        <source>origin</source>
        <translation></translation>
    </message>
    <message>
        <source>Write to this file (atomically) instead of standard output.</source>
        <translation></translation>
    </message>
    <message>
        <source>--format must be csv or json</source>
        <translation></translation>
    </message>
    <message>
        <source>--kind all needs --format json (CSV holds one kind per file)</source>
        <translation></translation>
    </message>
    <message>
        <source>--origin must be user, builtin or all</source>
        <translation></translation>
    </message>
    <message>
        <source>Run &apos;gpu-advisor %1 --help&apos; for usage.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is a folder; --db needs the path of a database file, e.g. %2</source>
        <translation></translation>
    </message>
    <message>
        <source>the report is a PDF: give --out a file name ending in .pdf, not &quot;%1&quot;</source>
        <translation></translation>
    </message>
    <message>
        <source>fp32, fp16 (default), bf16, int8 or int4 (LLM inference only).</source>
        <translation></translation>
    </message>
    <message>
        <source>Maximum price of the card, in --currency (0 = no budget).</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n row(s)).</source>
        <translation>
            <numerusform>Wrote %1 (%n row).</numerusform>
            <numerusform>Wrote %1 (%n rows).</numerusform>
        </translation>
    </message>
    <message>
        <source>the database file is not in use (see above), so nothing would be kept; nothing was imported</source>
        <translation></translation>
    </message>
    <message>
        <source>Show the version of the program and of its built-in catalog.</source>
        <translation></translation>
    </message>
    <message>
        <source>Price of new or used cards: any (default: the lower of the two), new or used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare cards side by side: specs, prices and scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the best cards for a request whose price is missing, old or estimated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add prices from a list pasted from a shop page, a spreadsheet or a chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Will a model fit (inference, LoRA, QLoRA, full fine-tuning), on what</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the model catalog (LLMs and others)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the GPUs of this computer or of a saved report, matched to the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder of --db %1 does not exist; check the path, or create the folder first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 &quot;%2&quot; is in %3, but the currency is %4 (--currency)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no card of the catalog matches &quot;%1&quot;; &apos;gpu-advisor list --search TEXT&apos; lists cards by a word of their name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no card of the catalog matches &quot;%1&quot;; the closest are:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare cards side by side: one column per card, in the order given, with every spec field and the ranking&apos;s scores. Without --workload the scores of every workload are shown, their field names ending in the workload (relative_performance_cnn …); with it, named as the columns of rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two or more card names, e.g. &quot;RTX 4090&quot; &quot;RTX 3090&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores for this workload only: cnn, transformer, rnn or llm-inference (default: all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compare needs two or more card names, e.g. gpu-advisor compare &quot;RTX 4090&quot; &quot;RTX 3090&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--llm-size must be greater than zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--llm-size applies to --workload llm-inference only: a %1 workload has no model size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative performance: 1.00 = %1; score: the ranking&apos;s key, the relative performance of a card that can be scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources and notes: gpu-advisor show NAME; every field: --format csv or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU found on this computer: no NVIDIA card answered through NVML or nvidia-smi, no AMD card through rocm-smi or /sys/class/drm, no Intel card through /sys/class/drm. If it has one, its driver may be missing. To check a server, save &apos;nvidia-smi -q -x&apos; there and run &apos;gpu-advisor detect --from FILE&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the GPUs of this computer (NVML, nvidia-smi, rocm-smi, sysfs) or of a saved report, and the catalog card each one is. Nothing leaves the machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a saved report instead: nvidia-smi -q -x, nvidia-smi --query-gpu=… --format=csv, nvidia-smi -L, or rocm-smi --showproductname --showmeminfo vram --json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>detect takes no arguments besides its options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reported name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power limit W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2) is not in the catalog; the closest: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2) is not in the catalog and resembles none of its cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2) is not matched to one card; the closest: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &quot;%4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --model NAME or --%1 BILLIONS, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no model matches &quot;%1&quot;; &apos;gpu-advisor models&apos; lists them, or give --%2 BILLIONS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one model; did you mean:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fit needs --model NAME or --params BILLIONS (one of them); &apos;gpu-advisor models&apos; lists the models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a number of billions of parameters, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--method must be inference, full, lora or qlora, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--method %1 is fine-tuning: use --workload llm-finetune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--workload llm-finetune takes --method full, lora or qlora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --precision or --quant, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be one of %2, not &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--precision/--quant apply to inference; full and LoRA fine-tuning train 16-bit weights, QLoRA a 4-bit base (use --method qlora)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--kv-bits must be 16, 8 or 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lora-rank, --no-checkpointing and --optimizer-8bit apply to fine-tuning (--method full, lora or qlora)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model, as &apos;gpu-advisor models&apos; lists it, e.g. &quot;Llama 3.1 8B&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or only its size in billions of parameters (e.g. 7, 32B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference (default), full (full fine-tuning with AdamW), lora or qlora.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights in a quantised format instead: q8_0, q6_k, q5_k_m, q4_k_m, q4_0, q3_k_m, q2_k (GGUF), int4/awq/gptq, nf4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context (inference) or sequence length (training), tokens (default 4096).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences at once, per GPU (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits per KV-cache value: 16 (default), 8 or 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank of the LoRA adapters (default 16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training without gradient checkpointing (keeps every activation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AdamW with 8-bit states (bitsandbytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optim.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max ctx</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cur.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cond.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caveats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, inference, weights %2, context %3, batch %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 fine-tuning, sequence %3, batch %4 per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card or configuration fits within these limits (check --budget, --max-gpus, --min-tokens-per-s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card matches (check --budget and --currency).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caveats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Will a model fit, for inference or fine-tuning, and on which cards: the memory it needs with its breakdown (weights, KV cache, activations, gradients, optimizer states, overhead), the largest context and batch that fit, and the estimated tokens/s. With --card, the verdict for that card (times --gpus); without, every card and configuration of 1, 2, 4 and 8 GPUs up to --gpus, those that fit first, cheapest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights: fp32, fp16 (default), bf16, fp8, int8 or int4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --card: that many cards; without: configurations up to this many (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this card, e.g. &quot;RTX 3090&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without --card: only configurations whose cards cost at most this much, in --currency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fit takes no arguments besides its options; did you mean --model &quot;%1&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --model: also configurations of 2, 4 or 8 cards, up to N (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --model, for inference: only configurations that generate at least this many tokens/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--model, --method, --quant, --context, --batch, --max-gpus, --min-tokens-per-s and --sort apply to --workload llm-inference or llm-finetune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--min-tokens-per-s applies to --workload llm-inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --model: configurations of up to N cards (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 goes with --model NAME (or --params BILLIONS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the model catalog: parameters, architecture and the source of every figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only models whose name contains this text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Params (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu-advisor: upgrading from GPU %1 (%2); name another card with --upgrade-from NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU found (%1) is not a card of the catalog; name the closest with --upgrade-from NAME (&apos;gpu-advisor detect&apos; lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cnn, transformer, rnn or llm-inference (rank: also llm-finetune, with --model).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices of new or used cards: any (each card at its best current price, new or used), new or used. Default: the window&apos;s choice, any unless changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software support to accept: current (today&apos;s default builds; the default, from the settings) or legacy (also cards that only an older toolkit build runs, e.g. PyTorch&apos;s CUDA 12.6 builds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--llm-size applies to --workload llm-inference only: %1 has no model size to set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--software must be current or legacy, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank the cards by their gain over your card: its name, or &apos;detected&apos; for this computer&apos;s GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --upgrade-from: count the upgrade&apos;s cost net of selling your card at its used price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--upgrade-from ranks single cards; it does not go with --model or --workload llm-finetune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sell-old goes with --upgrade-from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu-advisor: the catalog has no used price of %1; the upgrade is counted at the full price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an upgrade over %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × the performance of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An upgrade: %1 cannot run this work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain ×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain/1k %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain: relative performance over your card&apos;s (2.00 = twice as fast). Gain/1k: the gain above 1 per 1,000 %1 of the upgrade&apos;s cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked ? is an unverified estimate: no card of its vendor has a measured result to check the model against (estimate_low and estimate_high in --format csv give its likely range).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the prices worth checking for a request: among the cards that do the work best, those without a price, with a price older than a year or with only a launch-price estimate. Enter today&apos;s prices with import-prices or in the window (Edit → Prices to check…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of the best cards to look at (default 20).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prices-to-check takes no arguments besides its options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--count must be a whole number of 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why check</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Every one of the %n best card(s) for this request has a current price.</source>
        <translation>
            <numerusform>The best card for this request has a current price.</numerusform>
            <numerusform>Every one of the %n best cards for this request has a current price.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter today&apos;s prices with `gpu-advisor import-prices FILE` (one line each, such as &quot;RTX 4090 1.45万&quot; or &quot;二手 3090 5500&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge the model out of sample instead: every measured card estimated with itself, then its architecture, left out of the fit, per result set, beside memory bandwidth alone and FP32 TFLOPS alone (Spearman&apos;s rank correlation and median absolute error; markdown also lists every card).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --backtest: one row per measured card (its out-of-sample estimates) instead of one per result set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format markdown is for --backtest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card you have now: the report compares the recommendations with it (its name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The currency of prices that name none (default: the settings&apos; currency, CNY).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add your own prices from a list pasted from a shop page, a spreadsheet or a chat, one price a line: &quot;RTX 4070 SUPER 12G 4599元&quot;, &quot;二手 3090 5500&quot;, &quot;七彩虹 RTX 4060 Ti 16G 3299&quot;, &quot;4090 1.45万&quot;, &quot;￥12,999 RTX 4080 SUPER&quot;. Each line names a card (as `show` finds one), an amount (¥, ￥, 元, 万, w, RMB, CNY, $, USD) and, with 二手 or &quot;used&quot;, a used price; a board partner named on the line is kept as the seller. Every row is dated today. If any line is not understood, nothing is stored and every problem is listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text file with the list (UTF-8); - reads standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency of amounts that name none: CNY or USD (default: the settings&apos; currency, CNY).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the rows the list gives (the preview), but store nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import-prices needs one file (- for standard input)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: line %1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list has no lines; nothing was imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Checked: %n price(s), dated %1; nothing stored (--dry-run).</source>
        <translation>
            <numerusform>Checked: %n price, dated %1; nothing stored (--dry-run).</numerusform>
            <numerusform>Checked: %n prices, dated %1; nothing stored (--dry-run).</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported: %1 prices added, dated %2; %3 duplicates skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpu-advisor %1 [options] %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --workload llm-finetune: lora (default), qlora or full (full fine-tuning with AdamW).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory in GB as printed on cards (GiB); needs and breakdown for the whole configuration (docs/memory.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards that only legacy software runs (older CUDA, PyTorch or ROCm builds) follow the others, however cheap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Checked: %n model(s); nothing stored (--dry-run).</source>
        <translation>
            <numerusform>Checked: %n model; nothing stored (--dry-run).</numerusform>
            <numerusform>Checked: %n models; nothing stored (--dry-run).</numerusform>
        </translation>
    </message>
    <message>
        <source>How CSV text is written: utf-8 (default), utf-8-bom or gb18030. Excel on Chinese Windows opens utf-8-bom and gb18030 files cleanly; import reads all three. JSON is always UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--encoding must be utf-8, utf-8-bom or gb18030</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--encoding %1 is for CSV only: JSON is always written as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 needs %3 GB on one GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4-bit weights need about a third of that: try --quant q4_k_m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used</source>
        <comment>condition</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <comment>condition</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a shared catalog on a PostgreSQL server (init) or copy a catalog between a file and a server (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Global options:
  --db PATH|URL      use this database file instead of the default, or a shared
                     catalog: postgresql://[user@]host[:port]/dbname
  --lang zh_CN|en    language of messages and tables
  -h, --help         show help (after a command: that command&apos;s options)
  -v, --version      show the version

Exit codes: 0 success, 1 error, 2 usage error.
Run &apos;gpu-advisor COMMAND --help&apos; for the options of a command.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this database file, or the shared catalog at postgresql://[user@]host[:port]/dbname (password from ~/.pgpass or PGPASSWORD).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s)</source>
        <translation>
            <numerusform>%n price</numerusform>
            <numerusform>%n prices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark result(s)</source>
        <translation>
            <numerusform>%n benchmark result</numerusform>
            <numerusform>%n benchmark results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cloud offering(s)</source>
        <translation>
            <numerusform>%n cloud offering</numerusform>
            <numerusform>%n cloud offerings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n model</numerusform>
            <numerusform>%n models</numerusform>
        </translation>
    </message>
    <message>
        <source>Set up or move a catalog database.
  db init              give the database of --db the catalog&apos;s schema and the built-in catalog (a new, empty PostgreSQL database: postgresql://[user@]host[:port]/dbname); an existing catalog is upgraded if needed, never emptied.
  db copy --from A --to B   copy a whole catalog, the users&apos; own rows included, from A to B (each a database file or a postgresql:// URL), all or nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>init or copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copy: the catalog to copy (file or URL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copy: where to copy it (file or URL); created if it does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copy: replace a target that already holds users&apos; own rows (they are lost there; export them first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created the catalog at %1 (schema %2): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgraded the catalog at %1 from schema %2 to %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already holds the catalog (schema %2): %3. Nothing to do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>db copy needs --from and --to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a database file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--from and --to name the same database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder of --to %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot copy from %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot copy to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %n row(s) of its users&apos; own; copying would replace them. Export them first, then run again with --replace.</source>
        <translation>
            <numerusform>%1 already holds %n row of its users&apos; own; copying would replace them. Export them first, then run again with --replace.</numerusform>
            <numerusform>%1 already holds %n rows of its users&apos; own; copying would replace them. Export them first, then run again with --replace.</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing was copied to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Copied %1 from %2 to %3 (%n row(s) of the users&apos; own).</source>
        <translation>
            <numerusform>Copied %1 from %2 to %3 (%n row of the users&apos; own).</numerusform>
            <numerusform>Copied %1 from %2 to %3 (%n rows of the users&apos; own).</numerusform>
        </translation>
    </message>
    <message>
        <source>db needs one action: init or copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>db init takes --db, not --from or --to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>db copy takes --from and --to, not --db</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices of new or used cards: any (default; each card at its best current price, new or used), new or used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s marked ? are unverified estimates: no card of that vendor has a measured result to check the model against (estimate_low and estimate_high in --format csv give the likely range).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 cards. Prices marked ~ are approximate: launch prices converted at %3 CNY/USD, or prices seen in another currency, converted at the rate of their own date (--format csv: price_as_seen).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices marked ~ are approximate: launch prices converted at %1 CNY/USD, or prices seen in another currency, converted at the rate of their own date (price_as_seen in --format csv). Worth below: the price at which a card would match the best-value pick&apos;s performance per price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards, prices, benchmarks, cloud, models or rates (default: detected from the header).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--kind must be cards, prices, benchmarks, cloud, models or rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped: line %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>no line of the list is a price (%n line(s) skipped); nothing was imported</source>
        <translation>
            <numerusform>no line of the list is a price (%n line skipped); nothing was imported</numerusform>
            <numerusform>no line of the list is a price (%n lines skipped); nothing was imported</numerusform>
        </translation>
    </message>
    <message>
        <source>cards, prices, benchmarks, cloud, models, rates (exchange rates to CNY), or all (JSON only). Default: cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--kind must be cards, prices, benchmarks, cloud, models, rates or all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow price sheets published at an HTTP(S) address: add, update, list, remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow price sheets (or any import kind) published at an HTTP(S) address.
  feed add NAME URL [--kind K]   follow a sheet (CSV or JSON of an import kind, or a price list as text)
  feed update [NAME]             fetch every feed (or one) and import what changed; an unchanged sheet imports nothing
  feed list                      name, URL, kind, last checked, last changed, rows
  feed remove NAME --keep-rows|--remove-rows   stop following it; keep its rows as your own or remove them
A failed update (offline, 404, timeout, a malformed sheet) names the feed and the reason, exits 1 and changes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add, update, list or remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add: what the sheet holds: auto (default: detected from the sheet), prices, cards, benchmarks, models, cloud or rates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove: keep the rows the feed brought, as your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove: remove the rows the feed brought as well.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>update: currency of amounts a sheet names none for: CNY or USD (default: the settings&apos; currency).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No feed is followed. Add one with gpu-advisor feed add NAME URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database cannot be written; no feed was updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no feed named %1 (gpu-advisor feed list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feed add needs a NAME and a URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following %1 (%2, kind %3). Fetch it with gpu-advisor feed update %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feed update takes at most one NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feed list takes no NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feed remove needs the NAME of a feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feed remove needs --keep-rows (its rows stay, as your own) or --remove-rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stopped following %1; %n row(s) it brought were removed.</source>
        <translation>
            <numerusform>Stopped following %1; %n row it brought was removed.</numerusform>
            <numerusform>Stopped following %1; %n rows it brought were removed.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped following %1; the rows it brought stay, as your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feed needs an action: add, update, list or remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Checked: %n exchange rate(s); nothing stored (--dry-run).</source>
        <translation>
            <numerusform>Checked: %n exchange rate; nothing stored (--dry-run).</numerusform>
            <numerusform>Checked: %n exchange rates; nothing stored (--dry-run).</numerusform>
        </translation>
    </message>
    <message>
        <source>Rank the cards for a workload: performance, performance per price and per watt, with reasons. Every card gets its price to beat (price_to_beat_value: the price at which it would match the best value&apos;s performance per price; price_to_beat_overall: for a card faster than the best overall pick, the price at which its extra speed is worth the premium). A price seen in another currency is converted at the rate of its own date (converted_price, price_as_seen). With --budget the cards in range that have no price are named after the table, never dropped silently.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNY per USD for converting every USD price (default: the settings&apos; rate if you set one, else each price at the monthly rate of its own date).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s) to check (--count shows more).</source>
        <translation>
            <numerusform>%n more card to check (--count shows more).</numerusform>
            <numerusform>%n more cards to check (--count shows more).</numerusform>
        </translation>
    </message>
    <message>
        <source>With a budget of %1 %2: the cards whose last known price lies between %3 and %4 %2 (a third of the budget to twice it), since today&apos;s price may be quite different; cards never priced at all are left out (rank names them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--precision %1 applies to --workload llm-inference only: %2 is training, at fp32, fp16 or bf16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative performance (%1): 1.00 = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: the ranking&apos;s key, the relative performance of a card that can be scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--precision %1 applies to --workload llm-inference only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priced per</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the price a card fetches when sold after three years, 0 to 1 (or a percentage), for own_cost_3y (default 0: not counted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--resale must be a share from 0 to 1 (or a percentage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interruptible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The multi-GPU scaling instead: the factor of each way of spreading work (layer split for LLM inference, data parallel training over NVLink or PCIe) fitted on the measured multi-GPU results, its range and the rows it rests on; with --backtest every measured multi-GPU row against the factor fitted without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--chunked-loss applies to fine-tuning (--method full, lora or qlora)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--pure-bf16 applies to full fine-tuning (--method full)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning in BF16 alone, without FP32 master weights (torchtune, LitGPT bf16-true): 8 bytes per parameter instead of 16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loss over chunks of the output, as torchtune, LitGPT and Unsloth compute it (the logits stay 16-bit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent/h: the same GPU rented in the cloud, for every GPU of the set-up; break-even h: hours of that rental the price pays for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n server module(s) (SXM, OAM) left out: they are sold in 4- and 8-GPU servers; --max-gpus 4 or 8 lists those.</source>
        <translation>
            <numerusform>%n server module (SXM, OAM) left out: it is sold in 4- and 8-GPU servers; --max-gpus 4 or 8 lists those.</numerusform>
            <numerusform>%n server modules (SXM, OAM) left out: they are sold in 4- and 8-GPU servers; --max-gpus 4 or 8 lists those.</numerusform>
        </translation>
    </message>
    <message>
        <source>--workload llm-finetune needs --model NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--optimizer-in-backward applies to full fine-tuning (--method full)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--paged-optimizer applies to fine-tuning (--method full, lora or qlora)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning with the optimizer step in the backward pass (torchtune&apos;s optimizer_in_bwd): one weight tensor&apos;s gradient at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A paged optimizer (bitsandbytes&apos; PagedAdamW, PagedAdamW8bit): the AdamW moments may move to CPU memory; counted on the GPU: those of the largest tensor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order set-ups whose method needs a library their software runs only as a preview (bitsandbytes on ROCm, a vendor&apos;s own stack) like the others; they stay flagged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format csv lists them with the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative performance marked * is measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--form must be desktop, laptop, pcie, sxm, oam, server or workstation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this form: desktop, laptop, pcie, sxm, oam, server (SXM and OAM modules as the 4- and 8-GPU servers they are sold in) or workstation (2, 4 or 8 PCIe or desktop cards of 24 GB or more in one machine).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory in GB as printed on cards (GiB); needs and breakdown for the whole configuration. Tokens/s: single-stream generation estimate for a llama.cpp-like engine; several NVIDIA SXM modules run it tensor parallel with vLLM (the caveats say which) (docs/memory.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>factor: for the layer split the share of one GPU&apos;s speed that N GPUs keep; for data parallel each GPU&apos;s share (N × factor); for tensor parallel an exponent (N^factor). low and high: measured ÷ predicted at the extremes of the leave-one-out backtest, the range every estimate states. speedup_N: what N GPUs do, in units of one GPU&apos;s figure (docs/ranking.md, &quot;Several GPUs&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate each card&apos;s price today from the catalog&apos;s price histories; --backtest says how well that works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the price model&apos;s estimate of each card&apos;s new and used price today (fitted on the catalog&apos;s own price histories), with its likely range and what it rests on; or with --backtest how well it predicts each card&apos;s newest price, beside carrying the card&apos;s previous price of the same kind forward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backtest instead: median and 90th-percentile error per kind of price and per route, beside the naive baseline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only cards whose name contains TEXT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table (default), csv, json or markdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median error %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>90th pct error %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline median %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline 90th pct %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of the hidden price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be table, csv, json or markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own history: each card&apos;s newest price of a kind hidden and predicted from the rows before its month; the baseline carries the card&apos;s previous price of that kind forward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By route (other market: a card&apos;s prices of one market hidden; other cards: the whole card hidden). A route judges prices when its median error is at most 25 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judges prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shown only, never judged at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prices takes no arguments besides its options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a price of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judges</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) with an estimate; fitted on the price histories of %1 cards. An observed price from the last 12 months always wins over an estimate (docs/price-sources.md).</source>
        <translation>
            <numerusform>%n card with an estimate; fitted on the price histories of %1 cards. An observed price from the last 12 months always wins over an estimate (docs/price-sources.md).</numerusform>
            <numerusform>%n cards with an estimate; fitted on the price histories of %1 cards. An observed price from the last 12 months always wins over an estimate (docs/price-sources.md).</numerusform>
        </translation>
    </message>
    <message>
        <source>Store a price far from what its card should cost (below 0.2 × or above 5 × its estimate or last price, or under 100 CNY / 15 USD) as given; without it such a price stops the import with the likely reading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: line %1: %2: %3 (stored as given: --accept-unusual)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) far from what the card costs; nothing was imported. Correct them, or run again with --accept-unusual to store them as given.</source>
        <translation>
            <numerusform>%n price far from what the card costs; nothing was imported. Correct it, or run again with --accept-unusual to store it as given.</numerusform>
            <numerusform>%n prices far from what the card costs; nothing was imported. Correct them, or run again with --accept-unusual to store them as given.</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog&apos;s prices in numbers instead: rows per kind of price and market, per currency, the cards priced, and the prices cards are judged at today (their kind, age and whether converted); docs/price-sources.md is made from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stored devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with any price row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with an observed price (not an estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from 2020 on, not laptops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… of which with an observed price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… of which with the price model&apos;s estimate only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… of which with neither</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judged at a price today (new or used, CNY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… at a price seen within 12 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… at the price model&apos;s estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… at a launch price (within 24 months of launch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… converted from another currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median age of the prices seen that cards are judged at (months)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu-advisor: cannot write the output: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add: the environment variable that holds the feed&apos;s user name and password as USER:PASSWORD when it is updated (kept in your settings, never in the catalog). Without it, ~/.netrc&apos;s entry for the host is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--timeout needs a number of seconds from 1 to 3600, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--auth-env needs the name of an environment variable, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user name and password in the address were not stored. Give them in ~/.netrc (machine %1 login USER password …) or in an environment variable named with --auth-env NAME (value USER:PASSWORD).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpus and --max-gpus mean the same; give one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same as --%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sort must be value, speed, price or time, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tuning: trained tokens of the job, dataset tokens × epochs (default 100000000); job_hours, job_cost_buy and job_cost_rent price it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tokens applies to fine-tuning (--method full, lora or qlora)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tokens must be a number of tokens from 1 to 10^15, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of the configurations that fit: value (tokens/s per price, the default for inference), speed, price (the default for fine-tuning), or time (the shortest fine-tuning job first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours of use per day that own_cost_3y and job_cost_buy count (default: the settings&apos;, 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --model: value (tokens/s per price, the default for inference), speed, price (the default for fine-tuning), or time (the shortest fine-tuning job first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train tok/s: trained tokens per second of the whole set-up, from the model&apos;s FLOPs per token and a utilisation fitted on measured fine-tuning throughputs (docs/memory.md). Job: %1 trained tokens (%3); bought: its share of three years&apos; ownership at %2 h a day; rented: the same GPUs on demand.</source>
        <extracomment>%1: trained tokens of the job, %2: hours a day, %3: its source (option or default).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the default; --tokens sets dataset tokens × epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 trained tokens/s, %2 h for %3 tokens</source>
        <extracomment>%1: trained tokens/s, %2: hours, %3: trained tokens of the job.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fine-tuning throughput instead: the utilisation fitted per method (full, LoRA, QLoRA) on measured fine-tuning throughputs, its leave-one-out range and median error; with --backtest every measured row against its prediction (docs/memory.md, &quot;Training throughput&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>utilisation: trained tokens/s × FLOP per token ÷ the GPU&apos;s dense 16-bit tensor TFLOPS (model FLOP utilisation), the median of the measured single-GPU rows. low and high: measured ÷ predicted at the extremes of the leave-one-out backtest, the range every estimate states (docs/memory.md, &quot;Training throughput&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>update: seconds a feed may take in all before its update fails and changes nothing (default: the settings&apos;, 120 unless changed). Feeds are fetched at once, each on its own deadline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>update: rows a feed&apos;s sheet may bring; a larger sheet is refused whole (default: the settings&apos;, 50000 unless changed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-rows needs a number of rows from 1 to 1000000, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the catalog&apos;s database file for damage (SQLite&apos;s integrity check)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run SQLite&apos;s integrity check on the catalog&apos;s database file (--db, or the default one). It also runs by itself when the program last ended without closing the file (a crash or a power cut) and when reading meets damage. A damaged file is set aside under a new name, nothing lost, and a new one with the built-in catalog takes its place; exit status 1 then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check takes no arguments besides its options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a PostgreSQL server: it checks its own storage; nothing to check here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passed SQLite&apos;s integrity check: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the network module %1 cannot be loaded: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feeds cannot be fetched: this build has no network module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this part of GPU Advisor cannot write PDF reports; run gpu-advisor report, which loads the report&apos;s module</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>the %1 decoder is not available in this Qt build</source>
        <translation></translation>
    </message>
    <message>
        <source>the file is neither valid UTF-8 nor GB18030 text</source>
        <translation></translation>
    </message>
    <message>
        <source>a quoted field that starts on line %1 is never closed</source>
        <translation></translation>
    </message>
    <message>
        <source>the file is not valid %1 text: try the %2 encoding, or auto (Excel in Chinese saves CSV files as GB18030)</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>EditPriceCommand</name>
    <message>
        <source>edit price %1</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>Feeds</name>
    <message>
        <source>&quot;%1&quot; is not an http or https address of a sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a feed kind (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet is neither JSON nor a CSV file with a header of %1 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet holds no price and no catalog rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unchanged (nothing imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the sheet has %n problem(s); nothing was imported</source>
        <translation>
            <numerusform>the sheet has %n problem; nothing was imported</numerusform>
            <numerusform>the sheet has %n problems; nothing was imported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) imported</source>
        <translation>
            <numerusform>%1: %n row imported</numerusform>
            <numerusform>%1: %n rows imported</numerusform>
        </translation>
    </message>
    <message>
        <source>the address served an HTML page (a login or error page?), not a sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet has %1 rows, more than the %2 a feed may bring; nothing was imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet has %1 lines, far more than the %2 rows a feed may bring; nothing was imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>; %n card(s) of the sheet the catalog already has were kept as they are</source>
        <translation>
            <numerusform>; %n card of the sheet the catalog already has was kept as it is</numerusform>
            <numerusform>; %n cards of the sheet the catalog already has were kept as they are</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled; nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a feed name: use letters (of any language), digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, at most 64, no spaces</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuDetection</name>
    <message>
        <source>the nvidia-smi XML report cannot be read: %1 (line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the nvidia-smi XML report lists no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the nvidia-smi CSV report is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the nvidia-smi CSV report needs a header with the name column (nvidia-smi --query-gpu=index,name,memory.total,power.limit --format=csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the nvidia-smi CSV report lists no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the nvidia-smi -L list names no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rocm-smi JSON report cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rocm-smi JSON report lists no card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a report this program reads: save the output of &apos;nvidia-smi -q -x&apos;, &apos;nvidia-smi --query-gpu=index,name,memory.total,power.limit --format=csv&apos;, &apos;nvidia-smi -L&apos; or &apos;rocm-smi --showproductname --showmeminfo vram --json&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by power limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by device ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An NVIDIA card is present, but neither NVML (libnvidia-ml) nor nvidia-smi answered: is the NVIDIA driver installed? Its memory and power limit are unknown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportPipeline</name>
    <message numerus="yes">
        <source>%n problem(s) found; nothing was stored.</source>
        <translation>
            <numerusform>%n problem found; nothing was stored.</numerusform>
            <numerusform>%n problems found; nothing was stored.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n empty row(s) skipped</source>
        <translation>
            <numerusform>%1: %n empty row skipped</numerusform>
            <numerusform>%1: %n empty rows skipped</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported: %1 cards added, %2 updated, %3 unchanged; %4 rows added, %5 duplicates skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported: %1 models added, %2 updated (yours from now on).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (stored as given: --accept-unusual)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; correct it, or import with --accept-unusual to store it as given</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NameReadings</name>
    <message>
        <source>en</source>
        <comment>language-of-this-translation</comment>
        <extracomment>The code of the language this file translates into: &quot;zh_CN&quot; for Chinese. Names written in Chinese are shown without their English reading when it is &quot;zh_CN&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a name and its reading</comment>
        <extracomment>A name written in Chinese and its English reading: &quot;闲鱼 (Xianyu)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weekly quota about %1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interruptible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>typical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pay-per-second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median on-demand offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cheapest live offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-GPU node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free GPU hours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PastePricesDialog</name>
    <message>
        <source>used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PriceCheck</name>
    <message>
        <source>estimated today at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last seen at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launched at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1万 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1k = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a price for %2 (%3 ≈ %4)</source>
        <extracomment>%1 the amount (&quot;1.45 CNY&quot;), %2 the card, %3 &quot;last seen at&quot; / &quot;estimated today at&quot; / &quot;launched at&quot;, %4 the reference amount with its currency (&quot;12,999 CNY&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a price for %2 (no card sells under 100 CNY or 15 USD)</source>
        <extracomment>%1 the amount (&quot;1.45 CNY&quot;), %2 the card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: did you mean %2?</source>
        <extracomment>%1 why the amount is unusual, %2 the likely reading (&quot;1.45万 = 14,500&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PriceCommands</name>
    <message>
        <source>%1 %2 for %3</source>
        <extracomment>A price in the undo history: amount, currency, card (&quot;1,500 USD for NVIDIA GeForce …&quot;).</extracomment>
        <translation></translation>
    </message>
</context>
<context>
    <name>PriceListParser</name>
    <message>
        <source>more than one price on the line; give one price per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price on the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no card named on the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; could be several cards: %2; add the memory size or the full name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no card in the catalog matches &quot;%1&quot;; the closest: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no card in the catalog matches &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pricing</name>
    <message>
        <source>%1 per %2-GPU server</source>
        <extracomment>%1 amount with currency, %2 number of GPUs (&quot;1,400,000 CNY per 8-GPU module&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per %2-GPU module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the price as its source gave it, %2 the date it was seen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>converted at your rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>converted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the parts of a price&apos;s origin (&quot;1,599 USD on 2026-02-01, converted&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your used price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your new price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launch price estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate from the launch price of %1</source>
        <extracomment>%1 the card&apos;s launch price with its currency (&quot;1,599 USD&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate from the launch price of %1, converted at %2</source>
        <extracomment>%1 the launch price (&quot;1,599 USD&quot;), %2 the rate (&quot;7.20 CNY/USD&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new shop price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>marketplace listing, condition not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 listing, condition not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average of sold listings, new and used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average of %1 sales, new and used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list price</source>
        <extracomment>A vendor&apos;s or reseller&apos;s announced price: not a price seen in a shop.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launch price (MSRP)</source>
        <extracomment>The price announced at launch (MSRP, 首发价).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate, not a price seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, from feed %2</source>
        <extracomment>%1 what the source calls the price, %2 the feed&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimated used price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimated new price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>likely %1–%2 %3</source>
        <extracomment>The likely range of an estimate: %1 low, %2 high, %3 currency (&quot;4,600–6,300 CNY&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its last price (%1, %2) moved by the market since</source>
        <extracomment>%1 what its last price was (&quot;average of eBay sales, new and used&quot;), %2 its month.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its last new price (%1, %2) at the used-to-new ratio of cards its age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its last used price (%1, %2) at the new-to-used ratio of cards its age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price of its own: its memory, speed, age and product line</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%2: estimated from %n cards&apos; price histories, from %1; check today&apos;s price</source>
        <extracomment>%1 where the estimate starts from, %2 its likely range; %n cards whose prices were fitted.</extracomment>
        <translation>
            <numerusform>%2: estimated from %n card&apos;s price history, from %1; check today&apos;s price</numerusform>
            <numerusform>%2: estimated from %n cards&apos; price histories, from %1; check today&apos;s price</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 the kind of price (&quot;new shop price&quot;, &quot;your used price&quot;), %2 the date it was seen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>converted at the latest rate, of %1</source>
        <extracomment>%1 the month of the newest exchange rate known (&quot;2026-06&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>A machine priced as its GPUs: %1 how many, %2 one GPU&apos;s price with its currency (&quot;8 × 28,000 USD&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plus a host allowance of %1 (%2, %3)</source>
        <extracomment>%1 the host allowance in the display currency (&quot;≈ 520,000 CNY&quot;), %2 its outlet, %3 the month it was seen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ranking</name>
    <message>
        <source>Its compute capability is no longer supported by current CUDA and PyTorch builds: not recommended.</source>
        <translation></translation>
    </message>
    <message>
        <source>No tensor cores: mixed-precision training needs compute capability 7.0 or newer to pay off.</source>
        <translation></translation>
    </message>
    <message>
        <source>The card does not support the chosen precision.</source>
        <translation></translation>
    </message>
    <message>
        <source>Less memory than this workload needs.</source>
        <translation></translation>
    </message>
    <message>
        <source>AMD: deep-learning software (ROCm) is less mature; PyTorch on ROCm runs on Linux only.</source>
        <translation></translation>
    </message>
    <message>
        <source>Intel: framework support for Intel GPUs is newer still; check your framework first.</source>
        <translation></translation>
    </message>
    <message>
        <source>Used card: no warranty, possible mining wear; test it before paying.</source>
        <translation></translation>
    </message>
    <message>
        <source>Passively cooled data-centre card: it needs server airflow or an added fan.</source>
        <translation></translation>
    </message>
    <message>
        <source>High board power: check that the power supply has at least 300 W to spare above the card.</source>
        <translation></translation>
    </message>
    <message>
        <source>Laptop GPU: its speed depends on the laptop&apos;s power limit and cooling.</source>
        <translation></translation>
    </message>
    <message>
        <source>No price known: left out of the value ranking.</source>
        <translation></translation>
    </message>
    <message>
        <source>A figure the estimate needs is unknown.</source>
        <translation></translation>
    </message>
    <message>
        <source>Convolutional network training (CNN)</source>
        <translation></translation>
    </message>
    <message>
        <source>Transformer training</source>
        <translation></translation>
    </message>
    <message>
        <source>Recurrent network training (RNN)</source>
        <translation></translation>
    </message>
    <message>
        <source>LLM inference (token generation)</source>
        <translation></translation>
    </message>
    <message>
        <source>FP32</source>
        <translation></translation>
    </message>
    <message>
        <source>FP16 (mixed precision)</source>
        <translation></translation>
    </message>
    <message>
        <source>BF16</source>
        <translation></translation>
    </message>
    <message>
        <source>INT8</source>
        <translation></translation>
    </message>
    <message>
        <source>INT4 (4-bit weights)</source>
        <translation></translation>
    </message>
    <message>
        <source>Rule for convolutional networks and Transformers: tensor cores &gt; FLOPs &gt; memory bandwidth &gt; 16-bit capability (Dettmers, &quot;Which GPU for deep learning&quot;, 2019). In the model the tensor cores set the compute rate at 16-bit precision, and the memory bandwidth limits how much of it is used.</source>
        <translation></translation>
    </message>
    <message>
        <source>Rule for recurrent networks: memory bandwidth &gt; 16-bit capability &gt; tensor cores &gt; FLOPs (Dettmers, 2019). In the model recurrent steps move many bytes per FLOP, so memory bandwidth weighs most.</source>
        <translation></translation>
    </message>
    <message>
        <source>Rule for LLM token generation: the model&apos;s weights must fit in one GPU&apos;s memory; then every token streams the weights once, so memory bandwidth decides the speed.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 GB meets the %2 GB recommended for this workload.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 GB is below the %2 GB recommended for this workload.</source>
        <translation></translation>
    </message>
    <message>
        <source>Memory bandwidth %1 GB/s, which decides this workload.</source>
        <translation></translation>
    </message>
    <message>
        <source>Tensor TF32 %1 TFLOPS.</source>
        <translation></translation>
    </message>
    <message>
        <source>Tensor %1 %2 TFLOPS.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 %2 TFLOPS without tensor cores.</source>
        <translation></translation>
    </message>
    <message>
        <source>Memory bandwidth %1 GB/s.</source>
        <translation></translation>
    </message>
    <message>
        <source>Measured %1 %2 on %3 (%4).</source>
        <translation></translation>
    </message>
    <message>
        <source>%1× the %2&apos;s performance.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1× the %2&apos;s performance per %3.</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>Fitted to %n measured result(s), the model puts this work at %1 FLOP per byte of memory traffic: on the %2, %3 % of the time is arithmetic and %4 % memory traffic, so both the compute rate and the memory bandwidth count.</source>
        <translation>
            <numerusform>Fitted to %n measured result, the model puts this work at %1 FLOP per byte of memory traffic: on the %2, %3 % of the time is arithmetic and %4 % memory traffic, so both the compute rate and the memory bandwidth count.</numerusform>
            <numerusform>Fitted to %n measured results, the model puts this work at %1 FLOP per byte of memory traffic: on the %2, %3 % of the time is arithmetic and %4 % memory traffic, so both the compute rate and the memory bandwidth count.</numerusform>
        </translation>
    </message>
    <message>
        <source>Preferred to the higher-ranked %1: %2</source>
        <translation></translation>
    </message>
    <message>
        <source>The price is more than a year old: check today&apos;s price before comparing value.</source>
        <translation></translation>
    </message>
    <message>
        <source>An SXM/OAM module: it mounts on a server baseboard, not in the PCIe slot of a desktop.</source>
        <translation></translation>
    </message>
    <message>
        <source>no CUDA support</source>
        <translation></translation>
    </message>
    <message>
        <source>slow FP16</source>
        <translation></translation>
    </message>
    <message>
        <source>no tensor cores</source>
        <translation></translation>
    </message>
    <message>
        <source>precision unsupported</source>
        <translation></translation>
    </message>
    <message>
        <source>low memory</source>
        <translation></translation>
    </message>
    <message>
        <source>ROCm</source>
        <translation></translation>
    </message>
    <message>
        <source>Intel software</source>
        <translation></translation>
    </message>
    <message>
        <source>used</source>
        <translation></translation>
    </message>
    <message>
        <source>passive cooling</source>
        <translation></translation>
    </message>
    <message>
        <source>high power</source>
        <translation></translation>
    </message>
    <message>
        <source>laptop</source>
        <translation></translation>
    </message>
    <message>
        <source>no price</source>
        <translation></translation>
    </message>
    <message>
        <source>estimated price</source>
        <translation></translation>
    </message>
    <message>
        <source>unknown specs</source>
        <translation></translation>
    </message>
    <message>
        <source>old price</source>
        <translation></translation>
    </message>
    <message>
        <source>server module</source>
        <translation></translation>
    </message>
    <message>
        <source>over budget</source>
        <translation></translation>
    </message>
    <message>
        <source>Over your budget: shown for comparison, not ranked.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A card and what is known of its price, in the line of cards without a price.</extracomment>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Preferred to the higher-ranked %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>The list separator between the cards a pick was preferred to.</extracomment>
        <translation></translation>
    </message>
    <message>
        <source>With no measured results to fit for this workload, the model assumes %1 FLOP per byte of memory traffic: on the %2, %3 % of the time is arithmetic and %4 % memory traffic.</source>
        <translation></translation>
    </message>
    <message>
        <source>As best value, preferred to the %1, which gives more performance per price: %2</source>
        <translation></translation>
    </message>
    <message>
        <source>As most memory per price, preferred to the %1, which gives more memory per price: %2</source>
        <translation></translation>
    </message>
    <message>
        <source>As best value, preferred to these cards, which give more performance per price: %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>As most memory per price, preferred to these cards, which give more memory per price: %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>No card with a known price passes these limits (budget, memory, condition): widen them, or add your own prices.</source>
        <translation></translation>
    </message>
    <message>
        <source>FP32 %1 TFLOPS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 TFLOPS (the non-tensor rate, which the estimate uses).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated from specs (%1): likely between %2× and %3× the %4&apos;s performance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its best current price: new it costs %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its best current price: used it costs %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your used price of %1 (%2) is not used: the ranking considers new prices only. Set the condition to &quot;new or used&quot; to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your new price of %1 (%2) is not used: the ranking considers used prices only. Set the condition to &quot;new or used&quot; to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Fitted to %n measured result(s), the model splits the time on the %1 into %2 % tensor-core arithmetic, %3 % memory traffic and %4 % work on the CUDA cores (normalisation, activations, optimizer), so the tensor cores, the memory bandwidth and the CUDA cores all count.</source>
        <translation>
            <numerusform>Fitted to %n measured result, the model splits the time on the %1 into %2 % tensor-core arithmetic, %3 % memory traffic and %4 % work on the CUDA cores (normalisation, activations, optimizer), so the tensor cores, the memory bandwidth and the CUDA cores all count.</numerusform>
            <numerusform>Fitted to %n measured results, the model splits the time on the %1 into %2 % tensor-core arithmetic, %3 % memory traffic and %4 % work on the CUDA cores (normalisation, activations, optimizer), so the tensor cores, the memory bandwidth and the CUDA cores all count.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Within these limits only %n card(s) of legacy software remain, which today&apos;s default builds no longer run: widen the limits, or accept legacy software (settings, or --software legacy) if you keep an older toolkit.</source>
        <translation>
            <numerusform>Within these limits only %n card of legacy software remains, which today&apos;s default builds no longer run: widen the limits, or accept legacy software (settings, or --software legacy) if you keep an older toolkit.</numerusform>
            <numerusform>Within these limits only %n cards of legacy software remain, which today&apos;s default builds no longer run: widen the limits, or accept legacy software (settings, or --software legacy) if you keep an older toolkit.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its figure is an unverified estimate: no card of its vendor has a measured result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, unverified estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preferred to the %1, whose figure is an unverified estimate (no measured card of its vendor) with a range of %2–%3× the reference: this card is within that range and its figure is verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your price not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legacy software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16 math runs at 1/64 of FP32 on this Pascal chip (all Pascal but the P100): mixed precision brings no speed-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You entered a price of the other condition (new or used) than the ranking considers: it is not used. Set the condition to &quot;new or used&quot; to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy software: today&apos;s default builds no longer run it, only an older toolkit build does (PyTorch&apos;s CUDA 12.6 builds for NVIDIA before compute capability 7.5; ROCm 6.3 and older for AMD GCN 5); not picked unless the settings include legacy software.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsupported software: no current build of its vendor&apos;s stack supports it: not recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD: LLM inference runs on llama.cpp (ROCm/HIP or Vulkan back end) and on vLLM with ROCm for Instinct and Radeon RX 7900/9000 cards; ROCm itself is Linux-first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intel: for LLM inference use llama.cpp (SYCL or Vulkan back end) or PyTorch&apos;s XPU builds; support is newer than CUDA&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate calibrated on measured cards of the same architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unverified estimate: no measured card of this vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Per board: performance per price and per watt count its %n GPUs together (%1× the %2&apos;s performance), against the board&apos;s price and power.</source>
        <translation>
            <numerusform>Per board: performance per price and per watt count its %n GPUs together (%1× the %2&apos;s performance), against the board&apos;s price and power.</numerusform>
            <numerusform>Per board: performance per price and per watt count its %n GPUs together (%1× the %2&apos;s performance), against the board&apos;s price and power.</numerusform>
        </translation>
    </message>
    <message>
        <source>A card runs the largest batch its memory holds, and a small batch costs time: the model adds %1 % with 12 GB, %2 % with 24 GB and %3 % with 80 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calibrated estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extrapolated estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unverified estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, likely %2–%3×</source>
        <comment>estimate basis and range</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 %1 TFLOPS: the FP16 rate, as the catalog has no BF16 figure for this card and its architecture (%2) runs BF16 at its FP16 rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price as seen: %1.</source>
        <extracomment>%1 the price as its source gave it (&quot;1,599 USD on 2026-02-01, converted&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>last seen at %1 %2 on %3, %n month(s) ago</source>
        <translation>
            <numerusform>last seen at %1 %2 on %3, %n month ago</numerusform>
            <numerusform>last seen at %1 %2 on %3, %n months ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>launch price %1 USD, %2, %n month(s) ago</source>
        <translation>
            <numerusform>launch price %1 USD, %2, %n month ago</numerusform>
            <numerusform>launch price %1 USD, %2, %n months ago</numerusform>
        </translation>
    </message>
    <message>
        <source>launch price %1 USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never priced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; worth buying below %2 %3</source>
        <extracomment>%1 what is known of its price, %2 amount, %3 currency (the price to beat).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>converted price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converted price: judged at a price seen in another currency, or per GPU of a module or server, converted at the rate of its own date; check a local price before buying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <extracomment>After the cards named in the line of cards without a price.</extracomment>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in range have no current price and are not ranked: %1.</source>
        <extracomment>%1 the cards with what is known of their price; a ranking with a budget leaves them out.</extracomment>
        <translation>
            <numerusform>%n card in range has no current price and is not ranked: %1.</numerusform>
            <numerusform>%n cards in range have no current price and are not ranked: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Applies to: %2.</source>
        <extracomment>A think-twice line: a warning sentence, then the cards it applies to.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB cannot hold %2: it needs %3 GB, and %4 GB is kept free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB holds %2: it needs %3 GB, %4 GB stays free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB cannot hold the %2B model: its weights take %3 GB at %4, with about 20 % for the KV cache %5 GB, and %6 GB is kept free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB holds the %2B model: its weights take %3 GB at %4, with about 20 % for the KV cache %5 GB, and %6 GB stays free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card with a known price within these limits has the memory for %1: it needs %2 GB per GPU, and some memory is kept free. Several cards may hold it (the set-ups below), or choose a smaller model, fewer bits or a larger budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card with a known price within these limits has the memory for a %1-billion-parameter model in %2: its weights need %3 GB with 20 % to spare, and some memory is kept free. Choose a smaller model or precision, or widen the budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in range have no current price and are not ranked.</source>
        <extracomment>Said on a small screen, without naming the cards (Edit &gt; Prices to check lists them).</extracomment>
        <translation>
            <numerusform>%n card in range has no current price and is not ranked.</numerusform>
            <numerusform>%n cards in range have no current price and are not ranked.</numerusform>
        </translation>
    </message>
    <message>
        <source>own software stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its own software stack, not CUDA: PyTorch&apos;s CUDA builds, FlashAttention, bitsandbytes and vLLM do not run as they are; check that your framework and models run on it (its stack support and source are in the details).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Per server: performance per price and per watt count its %n GPUs at %1 % of one GPU&apos;s speed each (data parallel over NVLink, fitted on measured multi-GPU results): %2× the %3&apos;s performance, against the server&apos;s price and the GPUs&apos; power.</source>
        <extracomment>%n: GPUs of the server, %1: percent of one GPU&apos;s speed each keeps, %2: the server&apos;s relative performance, %3: the reference card.</extracomment>
        <translation>
            <numerusform>Per server: performance per price and per watt count its %n GPU at %1 % of one GPU&apos;s speed each (data parallel over NVLink, fitted on measured multi-GPU results): %2× the %3&apos;s performance, against the server&apos;s price and the GPUs&apos; power.</numerusform>
            <numerusform>Per server: performance per price and per watt count its %n GPUs at %1 % of one GPU&apos;s speed each (data parallel over NVLink, fitted on measured multi-GPU results): %2× the %3&apos;s performance, against the server&apos;s price and the GPUs&apos; power.</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The others are estimated from specifications with a model fitted to %n measured result(s) (%1, %2), typically within ±%3 % of a measurement for this workload.</source>
        <extracomment>%1 the network, %2 its unit, %3 the typical deviation in percent.</extracomment>
        <translation>
            <numerusform>The others are estimated from specifications with a model fitted to %n measured result (%1, %2), typically within ±%3 % of a measurement for this workload.</numerusform>
            <numerusform>The others are estimated from specifications with a model fitted to %n measured results (%1, %2), typically within ±%3 % of a measurement for this workload.</numerusform>
        </translation>
    </message>
    <message>
        <source>The others are estimated from specifications with the model&apos;s documented default parameters (%1, %2): no measured results to fit for this workload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged at %1 %2: %3 (the card is still sold new).</source>
        <extracomment>%3 how the price was obtained (&quot;estimate from the launch price of 1,599 USD, converted at 7.20 CNY/USD&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Judged at %1 %2: %3 (%n month(s) ago: check today&apos;s price).</source>
        <extracomment>%3 how the price was obtained (&quot;new street price of 2026-10-01&quot;).</extracomment>
        <translation>
            <numerusform>Judged at %1 %2: %3 (%n month ago: check today&apos;s price).</numerusform>
            <numerusform>Judged at %1 %2: %3 (%n months ago: check today&apos;s price).</numerusform>
        </translation>
    </message>
    <message>
        <source>Judged at %1 %2: %3.</source>
        <extracomment>%3 how the price was obtained (&quot;new street price of 2026-10-01&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four desktop cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four desktop cards in one machine: plan the slots or risers, the power supply and the cooling; more than four is a server build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Per workstation: for LLM inference llama.cpp splits the layers across its %n cards: memory adds up, speed does not (%1 % of one card&apos;s speed, fitted on measured multi-GPU results), against the cards&apos; price and power.</source>
        <extracomment>%n: cards of the workstation, %1: percent of one card&apos;s speed the split keeps.</extracomment>
        <translation>
            <numerusform>Per workstation: for LLM inference llama.cpp splits the layers across its %n card: memory adds up, speed does not (%1 % of one card&apos;s speed, fitted on measured multi-GPU results), against the cards&apos; price and power.</numerusform>
            <numerusform>Per workstation: for LLM inference llama.cpp splits the layers across its %n cards: memory adds up, speed does not (%1 % of one card&apos;s speed, fitted on measured multi-GPU results), against the cards&apos; price and power.</numerusform>
        </translation>
    </message>
    <message>
        <source>machine power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards&apos; board power adds up: size the power supply for all of them at full load plus about 300 W for the rest of the machine, and check that the wall circuit carries it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Per server: for one LLM stream vLLM splits every layer across its %n GPUs over NVLink (tensor parallel): %1× one GPU&apos;s speed, fitted on measured vLLM results of 2 to 8 SXM GPUs (they lie at %2–%3× of the fit), against the server&apos;s price and the GPUs&apos; power.</source>
        <extracomment>%n: GPUs of the server, %1: its speed-up over one GPU (&quot;2.7&quot;), %2–%3: where the measured results lie against the fit (&quot;0.61–1.43&quot;).</extracomment>
        <translation>
            <numerusform>Per server: for one LLM stream vLLM splits every layer across its %n GPU over NVLink (tensor parallel): %1× one GPU&apos;s speed, fitted on measured vLLM results of 2 to 8 SXM GPUs (they lie at %2–%3× of the fit), against the server&apos;s price and the GPUs&apos; power.</numerusform>
            <numerusform>Per server: for one LLM stream vLLM splits every layer across its %n GPUs over NVLink (tensor parallel): %1× one GPU&apos;s speed, fitted on measured vLLM results of 2 to 8 SXM GPUs (they lie at %2–%3× of the fit), against the server&apos;s price and the GPUs&apos; power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Per server: for one LLM stream the model&apos;s layers are split across its %n GPUs: memory adds up, speed does not (%1 % of one GPU&apos;s speed, fitted on measured multi-GPU results of llama.cpp; tensor parallelism over these GPUs&apos; links can be faster, but no measured result here shows by how much), against the server&apos;s price and the GPUs&apos; power.</source>
        <extracomment>%n: GPUs of the server, %1: percent of one GPU&apos;s speed the split keeps.</extracomment>
        <translation>
            <numerusform>Per server: for one LLM stream the model&apos;s layers are split across its %n GPU: memory adds up, speed does not (%1 % of one GPU&apos;s speed, fitted on measured multi-GPU results of llama.cpp; tensor parallelism over these GPUs&apos; links can be faster, but no measured result here shows by how much), against the server&apos;s price and the GPUs&apos; power.</numerusform>
            <numerusform>Per server: for one LLM stream the model&apos;s layers are split across its %n GPUs: memory adds up, speed does not (%1 % of one GPU&apos;s speed, fitted on measured multi-GPU results of llama.cpp; tensor parallelism over these GPUs&apos; links can be faster, but no measured result here shows by how much), against the server&apos;s price and the GPUs&apos; power.</numerusform>
        </translation>
    </message>
    <message>
        <source>modified board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price estimated (from the launch price, or from the catalog&apos;s price histories where its newest price is over a year old): check today&apos;s price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A modified board: a third party rebuilt it with more memory; its GPU&apos;s vendor never sold it and gives no warranty, and its drivers treat it as the stock card. Buy from a seller who gives their own warranty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged at ≈ %1 %2: %3.</source>
        <extracomment>%3 what the estimate rests on (&quot;estimated used price, likely 4,600–6,300 CNY: estimated from 31 cards&apos; price histories, …&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute-capped: its specs promise more than its arithmetic allows; held at %1 % of its peak, the most any measured card reached on this work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute-capped: its specs promise more than its arithmetic allows; held at the most any measured card did per TFLOPS on this work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its maker publishes no FP32 rate: the work on its vector cores is not counted, so the estimate is an upper bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate extrapolated beyond the measured cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Per workstation: performance per price and per watt count its %n cards at %1 % of one card&apos;s speed each (data parallel over PCIe, fitted on measured multi-GPU results): %2× the %3&apos;s performance, against the machine&apos;s price (its cards and a host allowance) and the cards&apos; power.</source>
        <extracomment>%n: cards of the workstation, %1: percent of one card&apos;s speed each keeps, %2: the workstation&apos;s relative performance, %3: the reference card.</extracomment>
        <translation>
            <numerusform>Per workstation: performance per price and per watt count its %n card at %1 % of one card&apos;s speed (data parallel over PCIe, fitted on measured multi-GPU results): %2× the %3&apos;s performance, against the machine&apos;s price (its card and a host allowance) and the card&apos;s power.</numerusform>
            <numerusform>Per workstation: performance per price and per watt count its %n cards at %1 % of one card&apos;s speed each (data parallel over PCIe, fitted on measured multi-GPU results): %2× the %3&apos;s performance, against the machine&apos;s price (its cards and a host allowance) and the cards&apos; power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>last seen at %1 %2 a GPU (%3 %2 for %4 GPUs) on %5, %n month(s) ago</source>
        <extracomment>A module&apos;s share of the last price of the server it came in: &quot;last seen at 333,333 CNY a GPU (2,666,667 CNY for 8 GPUs) on 2023-10-20, 37 months ago&quot;.</extracomment>
        <translation>
            <numerusform>last seen at %1 %2 a GPU (%3 %2 for %4 GPUs) on %5, %n month ago</numerusform>
            <numerusform>last seen at %1 %2 a GPU (%3 %2 for %4 GPUs) on %5, %n months ago</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankingFields</name>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated relative performance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured relative performance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative performance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance per price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per 1,000 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance per watt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the short names of a card&apos;s flags.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance per price, whole system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even, cloud hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain over your card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain per price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate, low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate, high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth buying below (value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth its premium below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converted price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price as seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rental compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interruptible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nearest class, not the same GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rental kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rental match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even, hours of rental</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owning, 3 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting, 3 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even, months at your hours a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative performance, whole machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated price, low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated price, high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place in the ranking for the chosen workload and precision: by relative performance, among cards with a price that the ranking recommends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative perf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance relative to the reference card (1.00×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perf. per 1k %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance per 1,000 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative performance per 1,000 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perf. per kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance per kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative performance per kW of board power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth below %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price to beat: at this price (%1) the card would give the same performance per price as the best-value pick</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemovePriceCommand</name>
    <message>
        <source>remove price %1</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ReportBuilder</name>
    <message>
        <source>%1 (measured)</source>
        <translation></translation>
    </message>
    <message>
        <source>new</source>
        <translation></translation>
    </message>
    <message>
        <source>used</source>
        <translation></translation>
    </message>
    <message>
        <source>new or used</source>
        <translation></translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Date %1 · GPU Advisor %2 · catalog version %3</source>
        <translation></translation>
    </message>
    <message>
        <source>GPU recommendation report</source>
        <translation></translation>
    </message>
    <message>
        <source>Your request</source>
        <translation></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation></translation>
    </message>
    <message>
        <source>Model size</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 billion parameters</source>
        <translation></translation>
    </message>
    <message>
        <source>Budget (card alone)</source>
        <translation></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation></translation>
    </message>
    <message>
        <source>at least %1 GB</source>
        <translation></translation>
    </message>
    <message>
        <source>any</source>
        <translation></translation>
    </message>
    <message>
        <source>Board power</source>
        <translation></translation>
    </message>
    <message>
        <source>at most %1 W</source>
        <translation></translation>
    </message>
    <message>
        <source>Vendors</source>
        <translation></translation>
    </message>
    <message>
        <source>Forms</source>
        <translation></translation>
    </message>
    <message>
        <source>Further filters</source>
        <translation></translation>
    </message>
    <message>
        <source>none</source>
        <translation></translation>
    </message>
    <message>
        <source>CUDA support</source>
        <translation></translation>
    </message>
    <message>
        <source>compute capability %1 or newer; older NVIDIA cards are flagged, never recommended</source>
        <translation></translation>
    </message>
    <message>
        <source>Rest of the system</source>
        <translation></translation>
    </message>
    <message>
        <source>%1, added for performance per system price</source>
        <translation></translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 per kWh, %2 hours a day for %3 years</source>
        <translation></translation>
    </message>
    <message>
        <source>Reference card</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 = 1.00</source>
        <translation></translation>
    </message>
    <message>
        <source>Compared on request</source>
        <translation></translation>
    </message>
    <message>
        <source>How the cards are ranked: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 cards match the request and %2 of them could be ranked. Performance is relative to the reference card (%3 = 1.00).</source>
        <translation></translation>
    </message>
    <message>
        <source>Best performance within the budget</source>
        <translation></translation>
    </message>
    <message>
        <source>Best performance per price</source>
        <translation></translation>
    </message>
    <message>
        <source>Most memory per price</source>
        <translation></translation>
    </message>
    <message>
        <source>rank %1 of %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Price</source>
        <translation></translation>
    </message>
    <message>
        <source>Relative performance</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 %2, %3 (%4)</source>
        <translation></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation></translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation></translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 over %2 years</source>
        <translation></translation>
    </message>
    <message>
        <source>Cloud break-even</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 hours of %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Why:</source>
        <translation></translation>
    </message>
    <message>
        <source>Check before buying:</source>
        <translation></translation>
    </message>
    <message>
        <source>GPU Advisor %1 · catalog %2 · %3</source>
        <translation></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation></translation>
    </message>
    <message>
        <source>the PDF could not be drawn</source>
        <translation></translation>
    </message>
    <message>
        <source>vendor %1</source>
        <translation></translation>
    </message>
    <message>
        <source>product line %1</source>
        <translation></translation>
    </message>
    <message>
        <source>architecture %1</source>
        <translation></translation>
    </message>
    <message>
        <source>form %1</source>
        <translation></translation>
    </message>
    <message>
        <source>memory at least %1 GB</source>
        <translation></translation>
    </message>
    <message>
        <source>memory at most %1 GB</source>
        <translation></translation>
    </message>
    <message>
        <source>price at least %1</source>
        <translation></translation>
    </message>
    <message>
        <source>price at most %1</source>
        <translation></translation>
    </message>
    <message>
        <source>board power at most %1 W</source>
        <translation></translation>
    </message>
    <message>
        <source>compute capability at least %1</source>
        <translation></translation>
    </message>
    <message>
        <source>with tensor cores</source>
        <translation></translation>
    </message>
    <message>
        <source>without tensor cores</source>
        <translation></translation>
    </message>
    <message>
        <source>supported by current CUDA</source>
        <translation></translation>
    </message>
    <message>
        <source>no longer supported by CUDA</source>
        <translation></translation>
    </message>
    <message>
        <source>not CUDA (AMD, Intel)</source>
        <translation></translation>
    </message>
    <message>
        <source>released in %1 or later</source>
        <translation></translation>
    </message>
    <message>
        <source>released in %1 or earlier</source>
        <translation></translation>
    </message>
    <message>
        <source>name contains &quot;%1&quot;</source>
        <translation></translation>
    </message>
    <message>
        <source>Cost efficiency</source>
        <translation></translation>
    </message>
    <message>
        <source>No card of this report has both a price and a performance figure.</source>
        <translation></translation>
    </message>
    <message>
        <source>recommended</source>
        <translation></translation>
    </message>
    <message>
        <source>compared on request</source>
        <translation></translation>
    </message>
    <message>
        <source>Not in the chart (no price or no performance figure): %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Side-by-side comparison</source>
        <translation></translation>
    </message>
    <message>
        <source>Recommended cards (★) first, then the cards you chose to compare. Prices in %1 with the date they were seen; &quot;—&quot; means unknown.</source>
        <translation></translation>
    </message>
    <message>
        <source>Card</source>
        <translation></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation></translation>
    </message>
    <message>
        <source>Memory
GB/GPU</source>
        <translation></translation>
    </message>
    <message>
        <source>Bandwidth
GB/s</source>
        <translation></translation>
    </message>
    <message>
        <source>%1
TFLOPS</source>
        <translation></translation>
    </message>
    <message>
        <source>Power
W</source>
        <translation></translation>
    </message>
    <message>
        <source>CUDA
CC</source>
        <translation></translation>
    </message>
    <message>
        <source>Price
%1</source>
        <translation></translation>
    </message>
    <message>
        <source>Rel.
perf.</source>
        <translation></translation>
    </message>
    <message>
        <source>Perf. per
1k %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Perf.
per kW</source>
        <translation></translation>
    </message>
    <message>
        <source>A card without a rank is outside the request (over the budget or filtered out); it is judged by the same model and reference for comparison.</source>
        <translation></translation>
    </message>
    <message>
        <source>Think twice</source>
        <translation></translation>
    </message>
    <message>
        <source>A low price can hide a card that current CUDA no longer supports, slow 16-bit math, too little memory, the risks of the used market, or a power supply that is too small. Read these before you buy.</source>
        <translation></translation>
    </message>
    <message>
        <source>No card in this report carries a warning.</source>
        <translation></translation>
    </message>
    <message>
        <source>Further cards of the catalog with warnings, not listed here: %1. The ranking in the app shows them all.</source>
        <translation></translation>
    </message>
    <message>
        <source>Prices, benchmarks and their sources</source>
        <translation></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation></translation>
    </message>
    <message>
        <source>Date</source>
        <translation></translation>
    </message>
    <message>
        <source>Source</source>
        <translation></translation>
    </message>
    <message>
        <source>Price %1, %2</source>
        <extracomment>%1 the amount, %2 how it was obtained (&quot;used street price&quot;).</extracomment>
        <translation></translation>
    </message>
    <message>
        <source>Price: none known</source>
        <translation></translation>
    </message>
    <message>
        <source>Measured %1: %2 %3</source>
        <translation></translation>
    </message>
    <message>
        <source>Specifications</source>
        <translation></translation>
    </message>
    <message>
        <source>Performance figures are estimates from public specifications and benchmarks; prices change quickly. Check the current price and your software&apos;s hardware support before you buy.</source>
        <translation></translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between the items of a list</comment>
        <translation></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a price and its details</comment>
        <translation></translation>
    </message>
    <message>
        <source>How much performance each unit of money buys: relative performance per 1,000 %1 of the card&apos;s price. Longer is better.</source>
        <translation></translation>
    </message>
    <message>
        <source>No card to compare: none was recommended or chosen for comparison.</source>
        <translation></translation>
    </message>
    <message>
        <source>No card was compared, so no figure needs its source here.</source>
        <translation></translation>
    </message>
    <message>
        <source>TF32/FP32
TFLOPS</source>
        <translation></translation>
    </message>
    <message>
        <source>INT8
TOPS</source>
        <translation></translation>
    </message>
    <message>
        <source>FP16
TFLOPS</source>
        <translation></translation>
    </message>
    <message>
        <source>Software support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current and legacy builds (e.g. PyTorch&apos;s CUDA 12.6 builds for NVIDIA before compute capability 7.5): legacy cards are flagged and may be picked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>today&apos;s default builds: legacy cards (e.g. NVIDIA before compute capability 7.5) are flagged and never picked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current card (baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, relative performance %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over your current card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × the performance of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Will %1 fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference with the weights in %1, a context of %2 tokens and a batch of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fine-tuning, sequences of %2 tokens, a batch of %3 per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 billion parameters). %3 On one GPU it needs %4 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card or configuration within the request&apos;s limits holds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The configurations that hold it, best first; memory per GPU in GB as printed on cards (GiB), the card&apos;s memory last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activ-
ations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over-
head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs
per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card
GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(current card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is your current card: for this pick, keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>relative performance and how sure it is</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each card against the cloud rental of the same GPU, on demand (an interruptible price only where no other is known, and the nearest class where no cloud rents that GPU, marked ≈). Three years at %1 hours a day; owning counts the price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rest of the system (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>electricity at %1 per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>less %1 % resale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rented as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owning, 3 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting, 3 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(interruptible)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent per
hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rented as %2 at %3 %4 an hour, so its price pays for %5 hours of renting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rented as %2 at %3 %4 an hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hours of %2 (nearest class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where a card has its own measured result, that result is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specifications; %1, %2 (released %3)</source>
        <extracomment>%1 the price (&quot;≈ 11,513 CNY&quot;), %2 how it was obtained (&quot;estimate from the launch price of 1,599 USD, converted at 7.20 CNY/USD&quot;), %3 the release date.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (prices seen in other currencies converted at the rate of their own date, those after the newest rate known (%3) at that rate; launch prices at %2 CNY per USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The date and source of every price, measured result and specification used above. Prices seen in other currencies are converted at the rate of their own date (monthly averages of the Federal Reserve&apos;s H.10 series, docs/data-sources.md), a price after the newest rate known (%2) at that rate, and marked ≈; launch prices at %1 CNY per USD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job: %1 million trained tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trained tokens are the dataset&apos;s tokens times the epochs. The set-ups within the budget, fastest first. Bought: the job&apos;s share of the price and electricity of three years at %1 hours a day; rented: the same GPUs on demand for the job&apos;s hours. Trained tokens/s are estimates (the share of the tensor peak that published fine-tuning runs reach; ~ extrapolated, ? unverified).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trained
tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job
hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job bought
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job rented
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2: %3 h for the job (%4 trained tokens/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest that does the job: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It trains %1 × as fast as the %2 for %3 × its price.</source>
        <extracomment>%1: times as fast, %2: the cheapest set-up, %3: times the price.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest within the budget: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No set-up within the budget trains faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No electricity price is set (Settings, or --electricity-price): &quot;bought&quot; counts the price alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No set-up that holds it has a price within the request&apos;s limits on today&apos;s software.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, rank %3 of %4: %5 tokens/s at %6.</source>
        <extracomment>A set-up pick of the report: &quot;Best value: NVIDIA GeForce RTX 3060 12 GB, rank 7 of 64: 55.8 tokens/s at ≈ 1,381 CNY.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set-ups to buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within the budget and on today&apos;s software, the fewest cards that hold it; ranked by tokens/s per price (? unverified, ~ extrapolated estimate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best value and cheapest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ranks higher, but its speed is an unverified estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s per
1,000 %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportFonts</name>
    <message>
        <source>No font on this computer can show Chinese text, so the report would print boxes instead of characters. Install a Chinese font (on Debian and Ubuntu: sudo apt-get install fonts-noto-cjk) and try again.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>The</name>
    <message>
        <source></source>
        <comment>separator between where a problem is and what it is.</comment>
        <translation></translation>
    </message>
</context>
<context>
    <name>ValueParsers</name>
    <message>
        <source>%1 is not a %2</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is too large</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 must be greater than zero</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is ambiguous: use a point for decimals and commas only between groups of three digits</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 names two different currencies</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is not a price</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is a rate, not a memory size</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is not a valid date</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is ambiguous (day/month order): write it as YYYY-MM-DD</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is not a date (expected YYYY-MM-DD)</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is not a valid month</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is not yes/no</source>
        <translation></translation>
    </message>
    <message>
        <source>memory size</source>
        <translation></translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation></translation>
    </message>
    <message>
        <source>power in watts</source>
        <translation></translation>
    </message>
    <message>
        <source>clock frequency</source>
        <translation></translation>
    </message>
    <message>
        <source>throughput</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 names two kinds of power (%2 and %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a power range gives its low end first, below its high end</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu</name>
    <message>
        <source>legacy software: %1 runs only on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported software for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD: llama.cpp (ROCm or Vulkan) or vLLM on ROCm; check the card is on ROCm&apos;s support list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD: PyTorch on ROCm (Linux); check the card is on ROCm&apos;s support list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intel: PyTorch XPU or llama.cpp (SYCL, Vulkan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than two desktop cards: plan slots or risers, the power supply and cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layers split across cards: memory adds up, speed does not (tensor parallelism over NVLink adds speed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture assumed like %1 (only the parameter count is known).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s layers and heads are unknown: the KV cache and activations are not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixture of experts: every expert is held in memory (%1B parameters); %2B are used per token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers split across %1 GPUs: memory adds up, one token still passes every GPU in turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA adapters of rank %1 on every attention and MLP projection (%2 million trainable parameters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights, gradients and optimizer states sharded across %1 GPUs (ZeRO-3 / FSDP); each GPU trains on its own batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data parallel across %1 GPUs: each GPU holds what is not sharded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient checkpointing: only each layer&apos;s input is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more active than total parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sliding-window model needs its window size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latent attention needs the cached dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more sliding-window layers than layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1B-parameter model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>today&apos;s default PyTorch builds (CUDA 12.8 and 13) and CUDA 13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch&apos;s CUDA 12.6 builds and other CUDA 12 builds (llama.cpp); CUDA 13 needs 7.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a PyTorch RFC (pytorch/pytorch#190385, July 2026) proposes removing the CUDA 12.6 builds in PyTorch 2.15</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no current CUDA (CUDA 12 removed Kepler, 3.x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm 7 (PyTorch on ROCm, vLLM, llama.cpp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm 6.4.1 and newer (PyTorch on ROCm, llama.cpp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm&apos;s current support list (PyTorch on ROCm, llama.cpp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not on ROCm&apos;s Linux support list (llama.cpp&apos;s Vulkan back end runs it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm 6.3 and older (llama.cpp&apos;s Vulkan back end still runs it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maintenance mode since ROCm 6.0; not in ROCm 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch&apos;s XPU builds (and llama.cpp with SYCL or Vulkan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current software: %1 runs on %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy software: %1 runs only on %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsupported software for %1: %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announced end: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2, %3 tokens</source>
        <extracomment>What the memory need is of: &quot;Llama 3.1 8B at Q4_K_M, 4,096 tokens&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tuning of %1, %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA fine-tuning of %1, %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full fine-tuning of %1, %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sliding window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hybrid (sliding and full)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latent (MLA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unified memory: the GPU shares the machine&apos;s %1 GB with the CPU; how much it may use by default is not in the catalog, so the fit assumes all of it</source>
        <extracomment>%1: the machine&apos;s memory, GB.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unified memory: the GPU may use %1 % of it by default (%2 GB of %3 GB)</source>
        <extracomment>%1: percent, %2: GB the GPU may use, %3: the machine&apos;s memory, GB, %4: how to raise it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how to raise it: see the device&apos;s details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, experimental support: PyTorch only through a preview or the vendor&apos;s fork; PyTorch&apos;s CUDA builds, FlashAttention, bitsandbytes and vLLM do not run (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the vendor&apos;s own framework only: PyTorch&apos;s CUDA builds, FlashAttention, bitsandbytes and vLLM do not run; only the vendor&apos;s framework builds and ported models (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pure BF16 training: weights, gradients and AdamW moments in 16 bits, no FP32 master copy (torchtune, LitGPT bf16-true).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss over chunks of the output: the logits stay 16-bit (torchtune, LitGPT, Unsloth).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed precision: FP32 master weights and AdamW moments beside the 16-bit weights (Hugging Face Trainer, DeepSpeed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss over the whole output at once, as a plain Hugging Face training loop computes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-GPU server (%2 between the GPUs)</source>
        <extracomment>%1: 4 or 8; %2: the link between the GPUs.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink/NVSwitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infinity Fabric or the platform&apos;s links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priced as the whole server, host included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priced as %1 × the price of one GPU; a host (CPUs, memory, power, chassis) comes on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data-parallel training keeps about %1 % of each GPU&apos;s speed over NVLink (fitted on %2 measured multi-GPU results)</source>
        <extracomment>%1: percent per GPU, %2: number of measured results.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over the budget to buy: rent it on demand (%1); the budget pays for about %2 hours</source>
        <extracomment>%1: the cloud offering, %2: hours the budget rents it for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 server</source>
        <extracomment>A configuration of server modules: &quot;8 × NVIDIA H100 SXM 80 GB server&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer step in the backward pass (torchtune&apos;s optimizer_in_bwd): each gradient is freed once its weights are updated, so only the largest weight tensor&apos;s gradient is counted; no gradient accumulation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every gradient kept until the optimizer step, as most training loops do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paged optimizer (bitsandbytes): the AdamW moments (%1 GB in all) may move to CPU memory when the GPU runs short, which slows every step; counted on the GPU: those of the largest trained tensor, and of tensors too small to be paged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states held in GPU memory (no paged optimizer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, partial support: PyTorch runs through the vendor&apos;s backend, not PyTorch&apos;s CUDA builds; libraries written for CUDA alone do not run (%2).</source>
        <extracomment>%1: the device&apos;s software stack (&quot;CANN + torch_npu&quot;), %2: its source and date.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA, compute capability 6.0 and newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA needs compute capability 6.0 or newer since version 0.48; this card has %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD ROCm, official since version 0.50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not on its list of ROCm GPUs (CDNA, RDNA 2 and newer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intel XPU, official since version 0.50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intel Gaudi: 4-bit QLoRA in part, no 8-bit optimizers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apple silicon: 4-bit QLoRA runs, 8-bit and paged optimizers are still planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apple silicon (MPS): 4-bit QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs on CUDA, ROCm, Intel XPU, Gaudi and Apple silicon only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ampere and newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turing: a community fork with a core subset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs Ampere (compute capability 8.0) or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm, Instinct MI200 and newer, RDNA 3 and 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm: only the opt-in Triton back end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not on its list of GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute capability 8.9 (Ada) and newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs compute capability 8.9 (Ada) or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD&apos;s port for ROCm: Instinct MI300 and MI350, GEMM and attention in part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD&apos;s port has no plan for Radeon (RDNA 3, RDNA 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no FP8 training library for this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA, compute capability 7.5 and newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>today&apos;s builds need compute capability 7.5 or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm: Instinct MI200 and newer, Radeon RX 7900 and RX 9000, Ryzen AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not on its list of ROCm GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intel XPU: basic inference and serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intel Gaudi: the vllm-gaudi plugin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ascend: the community-maintained vllm-ascend plugin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apple silicon: the community vllm-metal plugin (vLLM itself: CPU only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch labels its Intel GPU support a prototype</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm, tested on Instinct MI100 and MI200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm: tested on Instinct MI100 and MI200 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intel XPU: a contributed accelerator, verified on Data Center GPU Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AWQ or GPTQ weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AdamW with 32-bit states instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a CUDA or ROCm card for training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch&apos;s own attention instead (slower, more memory at long sequences)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>llama.cpp with GGUF weights instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch&apos;s FSDP instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA in 16 bits instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 training instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs here with limits: %2 (%3)</source>
        <extracomment>%1: a library (&quot;vLLM&quot;), %2: what the support covers, %3: source and date.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2, which runs here only as a preview (%3; %4): %5</source>
        <extracomment>%1: the method (&quot;QLoRA&quot;), %2: the library, %3: scope, %4: source and date, %5: what to do instead.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 8-bit or paged optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs here only as a preview (%2; %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2, which does not run here (%3; %4): %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not run here (%2; %3): %4</source>
        <extracomment>%1: library, %2: why, %3: source and date, %4: what to do instead.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits on one card: %1 of %2 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Does not fit on one card (needs %1 GB of %2). %n cards of it hold it, %3 GB on each.</source>
        <translation>
            <numerusform>Does not fit on one card (needs %1 GB of %2). %n cards of it hold it, %3 GB on each.</numerusform>
            <numerusform>Does not fit on one card (needs %1 GB of %2). %n cards of it hold it, %3 GB on each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Does not fit on one card (needs %1 GB of %2), nor on %n of it.</source>
        <translation>
            <numerusform>Does not fit on one card (needs %1 GB of %2), nor on %n of it.</numerusform>
            <numerusform>Does not fit on one card (needs %1 GB of %2), nor on %n of it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Largest context that fits: %1 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About %1 tokens/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor parallel over NVLink (vLLM): every layer split across the %1 GPUs, %2× one GPU&apos;s speed, fitted on %3 measured multi-GPU results (%4–%5×)</source>
        <extracomment>%1: GPUs, %2: speed-up over one GPU, %3: number of measured results, %4–%5: where they lie against the fit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Fits on this machine: %1 GB on each of its %n GPUs of %2 GB.</source>
        <translation>
            <numerusform>Fits on this machine: %1 GB on each of its %n GPU of %2 GB.</numerusform>
            <numerusform>Fits on this machine: %1 GB on each of its %n GPUs of %2 GB.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Does not fit on this machine: it needs %1 GB on each of its %n GPUs of %2 GB.</source>
        <translation>
            <numerusform>Does not fit on this machine: it needs %1 GB on each of its %n GPU of %2 GB.</numerusform>
            <numerusform>Does not fit on this machine: it needs %1 GB on each of its %n GPUs of %2 GB.</numerusform>
        </translation>
    </message>
    <message>
        <source>layers split across GPUs (llama.cpp): memory adds up, speed does not: %1 % of one GPU holding the whole model, fitted on %2 measured multi-GPU results (%3–%4 %); tensor parallelism (vLLM) can be faster where fast links join the GPUs</source>
        <extracomment>%1: percent, %2: number of measured results, %3–%4: percent range.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data-parallel training keeps about %1 % of each GPU&apos;s speed, as measured on NVLink servers (%2 results; none of this vendor&apos;s)</source>
        <extracomment>%1: percent per GPU, %2: number of measured results (of NVIDIA servers).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modified board: no vendor warranty (memory upgraded by a third party)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priced as %1 × %2 + a host allowance of %3 %4 (%5, %6)</source>
        <extracomment>%1: cards, %2: one card&apos;s price, %3: the host allowance, %4: currency, %5: outlet, %6: the month the figure was seen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priced as %1 × the per-GPU share of a %2-GPU server&apos;s price (host included)</source>
        <extracomment>%1: GPUs of this set-up, %2: GPUs of the server the price is for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::AppState</name>
    <message>
        <source>Could not store the price: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Could not change the price: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Could not remove the price: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Could not read the catalog again (%1); the window keeps what it read before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 is free again: the window now shows and saves your catalog.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::CardKey</name>
    <message>
        <source>server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workstation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::CatalogReadIndicator</name>
    <message>
        <source>Reading the catalog…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reading %Ln card(s) with their prices and measured results…</source>
        <extracomment>%Ln the number of cards (and servers, workstations) being read from the database.</extracomment>
        <translation>
            <numerusform>Reading %Ln card with its prices and measured results…</numerusform>
            <numerusform>Reading %Ln cards with their prices and measured results…</numerusform>
        </translation>
    </message>
    <message>
        <source>The window answers while the catalog is read; the ranking follows as soon as every row is in.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::CatalogTableModel</name>
    <message>
        <source>%1×</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation></translation>
    </message>
    <message>
        <source>Card</source>
        <translation></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation></translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation></translation>
    </message>
    <message>
        <source>Compute cap.</source>
        <translation></translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation></translation>
    </message>
    <message>
        <source>FP32 TFLOPS</source>
        <translation></translation>
    </message>
    <message>
        <source>Tensor FP16 TFLOPS</source>
        <translation></translation>
    </message>
    <message>
        <source>TDP</source>
        <translation></translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation></translation>
    </message>
    <message>
        <source>Price date</source>
        <translation></translation>
    </message>
    <message>
        <source>(used: no warranty, possible mining wear; the condition can be set to new only in the ranking bar)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Likely %2–%3×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ %1</source>
        <extracomment>Marks the user&apos;s own card in the catalog.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (legacy software)</source>
        <extracomment>An architecture and its software support tier: &quot;Pascal (legacy software)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (unsupported software)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (used)</source>
        <comment>a price in the catalog table</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance relative to the reference card (%1 = 1.00×); * = measured, ? = unverified estimate, the others estimated from specs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cards hold the model together: its layers are split across them, so their memory adds up (%1 of %2 GB) while a token is generated at about one card&apos;s speed.</source>
        <translation>
            <numerusform>%n cards hold the model together: its layers are split across them, so their memory adds up (%1 of %2 GB) while a token is generated at about one card&apos;s speed.</numerusform>
            <numerusform>%n cards hold the model together: its layers are split across them, so their memory adds up (%1 of %2 GB) while a token is generated at about one card&apos;s speed.</numerusform>
        </translation>
    </message>
    <message>
        <source>About %1 tokens/s (estimated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 W, the high end of the power range (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth buying below %1 %2 (the best value&apos;s performance per price).</source>
        <extracomment>In the price&apos;s tooltip: the price to beat (docs/ranking.md).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>price and seller</comment>
        <extracomment>%1 how a price was obtained (&quot;New street price of 2026-10-01&quot;), %2 its seller.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::CatalogView</name>
    <message>
        <source>Add to &amp;compare</source>
        <translation></translation>
    </message>
    <message>
        <source>Add the selected cards to the comparison</source>
        <translation></translation>
    </message>
    <message>
        <source>Add &amp;price…</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Copy name</source>
        <translation></translation>
    </message>
    <message>
        <source>This is &amp;my card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark this card as yours: the upgrade view ranks the others by their gain over it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::ChartPanel</name>
    <message>
        <source>Relative performance (%1 = 1.00)</source>
        <translation></translation>
    </message>
    <message>
        <source>How many of the best cards to show</source>
        <translation></translation>
    </message>
    <message>
        <source>%1
%2: %3
Relative performance: %4
Price: %5
Click to select, drag to the compare panel</source>
        <translation></translation>
    </message>
    <message>
        <source>No data: no card within the budget and the filters has a value for this chart. Raise the budget, widen the filters, or choose another workload, precision or model size.</source>
        <translation></translation>
    </message>
    <message>
        <source>T&amp;op:</source>
        <translation></translation>
    </message>
    <message>
        <source>★ a pick of the ranking · ⚠ read its warnings (details)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How sure: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::CompareModel</name>
    <message>
        <source>Price (%1)</source>
        <translation></translation>
    </message>
    <message>
        <source>Best of the compared cards</source>
        <translation></translation>
    </message>
    <message>
        <source>(baseline)</source>
        <translation></translation>
    </message>
    <message>
        <source>Baseline: other cards show their difference from it in percent</source>
        <translation></translation>
    </message>
    <message>
        <source>Drag to reorder; right-click to pin as baseline or remove</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 (used)</source>
        <comment>a price in the comparison</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(your card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How sure</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::ComparePanel</name>
    <message>
        <source>Drag cards here from the catalog or the chart, or select cards and press Ctrl+D, to compare them side by side.</source>
        <translation></translation>
    </message>
    <message>
        <source>C&amp;lear comparison</source>
        <translation></translation>
    </message>
    <message>
        <source>Unpin &amp;baseline</source>
        <translation></translation>
    </message>
    <message>
        <source>Pin as &amp;baseline</source>
        <translation></translation>
    </message>
    <message>
        <source>Move &amp;left</source>
        <translation></translation>
    </message>
    <message>
        <source>Move &amp;right</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Remove from comparison</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>gpu::DetailPane</name>
    <message>
        <source>&lt;b&gt;Prices&lt;/b&gt;</source>
        <translation></translation>
    </message>
    <message>
        <source>Edit the selected price. A built-in price is kept and your edit is saved as your own price.</source>
        <translation></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation></translation>
    </message>
    <message>
        <source>Remove the selected price (your own prices only)</source>
        <translation></translation>
    </message>
    <message>
        <source>Date</source>
        <translation></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation></translation>
    </message>
    <message>
        <source>Seller</source>
        <translation></translation>
    </message>
    <message>
        <source>Origin</source>
        <translation></translation>
    </message>
    <message>
        <source>Note</source>
        <translation></translation>
    </message>
    <message>
        <source>No card selected</source>
        <translation></translation>
    </message>
    <message>
        <source>Select a card in the catalog or click a bar in the chart to see its details, its prices and why it scored as it did.</source>
        <translation></translation>
    </message>
    <message>
        <source>This card is hidden by the current filters. Reset the filters to see it in the catalog and the chart.</source>
        <translation></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation></translation>
    </message>
    <message>
        <source>not ranked</source>
        <translation></translation>
    </message>
    <message>
        <source> (measured)</source>
        <translation></translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation></translation>
    </message>
    <message>
        <source>Judged at</source>
        <translation></translation>
    </message>
    <message>
        <source>Flags</source>
        <translation></translation>
    </message>
    <message>
        <source>Why this score</source>
        <translation></translation>
    </message>
    <message>
        <source>Specifications</source>
        <translation></translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation></translation>
    </message>
    <message>
        <source>Checked:</source>
        <translation></translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation></translation>
    </message>
    <message>
        <source>Benchmark results</source>
        <translation></translation>
    </message>
    <message>
        <source>No measured results for this card.</source>
        <translation></translation>
    </message>
    <message>
        <source>Network</source>
        <translation></translation>
    </message>
    <message>
        <source>Task</source>
        <translation></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation></translation>
    </message>
    <message>
        <source>Batch</source>
        <translation></translation>
    </message>
    <message>
        <source>Result</source>
        <translation></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation></translation>
    </message>
    <message>
        <source>Framework</source>
        <translation></translation>
    </message>
    <message>
        <source>Source</source>
        <translation></translation>
    </message>
    <message>
        <source>Yours</source>
        <translation></translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation></translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>likely %1–%2×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use new and used prices (your own price included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Will %1 fit? (%2, %3 tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (at %1 W, the high end of the power range)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added by %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>someone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed by %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your row:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worth buying below %1 %2 (the best value&apos;s performance per price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>faster than the best-overall pick: worth its premium below %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price to beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add pr&amp;ice…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 %3 an hour (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interruptible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cloud rents this GPU: the nearest in class, as much memory and a similar speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its price buys %1 hours of it (%2 months at %3 hours a day)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its price buys %1 hours of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three years: owning %1 %2, renting %3 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM fine-tuning (%1), ranked as %2, %3</source>
        <extracomment>The detail pane&apos;s workload line in the LLM fine-tuning mode: &quot;LLM fine-tuning (LoRA), ranked as Transformer training, FP16&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted as a new price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted as a used price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::ExportDialog</name>
    <message>
        <source>Export catalog data</source>
        <translation></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation></translation>
    </message>
    <message>
        <source>Prices</source>
        <translation></translation>
    </message>
    <message>
        <source>Benchmark results</source>
        <translation></translation>
    </message>
    <message>
        <source>Cloud offerings</source>
        <translation></translation>
    </message>
    <message>
        <source>Everything (JSON)</source>
        <translation></translation>
    </message>
    <message>
        <source>All rows</source>
        <translation></translation>
    </message>
    <message>
        <source>Cards passing the current filters</source>
        <translation></translation>
    </message>
    <message>
        <source>Only my own rows</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Data:</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;JSON files (*.json)</source>
        <translation></translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation></translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 rows written to %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Models (for “Will it fit”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTF-8 with BOM (Excel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB18030 (Excel on Chinese Windows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the CSV file&apos;s text is written. Excel on Chinese Windows opens UTF-8 with BOM and GB18030 files cleanly; import reads all three. JSON is always UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;ncoding:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::FeedFetcher</name>
    <message>
        <source>the sheet is larger than %1 MB; nothing was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the address redirects too often or to an insecure address (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server answered %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet did not arrive within %1 s in all (the server sends too slowly); nothing was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the address redirects to %1, which is not an http or https address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet came compressed and did not unpack within the limits (a decompression bomb?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled; nothing was read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::FeedKeyring</name>
    <message>
        <source>no keyring is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the keyring refused access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no keyring answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this build of GPU Advisor has no keyring support</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the keyring did not answer within %n seconds</source>
        <translation>
            <numerusform>the keyring did not answer within %n second</numerusform>
            <numerusform>the keyring did not answer within %n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpu::FeedsDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Update now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A feed is a sheet a lab or a community publishes at an http(s) address: prices (CSV, JSON or a price list as text), or any other kind of catalog rows. GPU Advisor checks it once a day at start, in the background, and imports only what changed; it never overwrites your own rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No feed is followed yet. Add the address of a sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following %1. Update now to fetch it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detect from the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stop following %1. What becomes of the %n row(s) it brought?</source>
        <translation>
            <numerusform>Stop following %1. What becomes of the %n row it brought?</numerusform>
            <numerusform>Stop following %1. What becomes of the %n rows it brought?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Keep them as my own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the feeds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel update</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A feed that takes longer in all (a slow or stalling server) fails and changes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sheet with more rows is refused whole: a feed is a price list, not a catalog dump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Give up after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At &amp;most, rows a feed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following %1. Keeping its user name and password in the desktop keyring…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following %1. Its user name and password are kept in the desktop keyring, not in the catalog. Update now to fetch it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following %1. Its user name and password could not go to the desktop keyring (%3), so only this session has them: for later sessions put them in ~/.netrc (machine %2 login USER password …).</source>
        <extracomment>%3 the keyring&apos;s own message (&quot;No keyring daemon&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::FilterPanel</name>
    <message>
        <source>&amp;Search:</source>
        <translation></translation>
    </message>
    <message>
        <source>Vendor:</source>
        <translation></translation>
    </message>
    <message>
        <source>Product line:</source>
        <translation></translation>
    </message>
    <message>
        <source>Architecture:</source>
        <translation></translation>
    </message>
    <message>
        <source>Memory (GB):</source>
        <translation></translation>
    </message>
    <message>
        <source>Price:</source>
        <translation></translation>
    </message>
    <message>
        <source>Max. power (TDP):</source>
        <translation></translation>
    </message>
    <message>
        <source>Min. compute capability:</source>
        <translation></translation>
    </message>
    <message>
        <source>Tensor cores:</source>
        <translation></translation>
    </message>
    <message>
        <source>CUDA support:</source>
        <translation></translation>
    </message>
    <message>
        <source>New or used:</source>
        <translation></translation>
    </message>
    <message>
        <source>Released:</source>
        <translation></translation>
    </message>
    <message>
        <source>Model, memory or architecture, e.g. 4090 24GB</source>
        <translation></translation>
    </message>
    <message>
        <source>Every word must appear in the card&apos;s name or architecture; characters such as * ( + are searched for as they are</source>
        <translation></translation>
    </message>
    <message>
        <source>Any</source>
        <translation></translation>
    </message>
    <message>
        <source> W</source>
        <translation></translation>
    </message>
    <message>
        <source>With tensor cores</source>
        <translation></translation>
    </message>
    <message>
        <source>Without tensor cores</source>
        <translation></translation>
    </message>
    <message>
        <source>Supported by current CUDA</source>
        <translation></translation>
    </message>
    <message>
        <source>No longer supported</source>
        <translation></translation>
    </message>
    <message>
        <source>Not a CUDA card</source>
        <translation></translation>
    </message>
    <message>
        <source>New</source>
        <translation></translation>
    </message>
    <message>
        <source>Used</source>
        <translation></translation>
    </message>
    <message>
        <source>New or used</source>
        <translation></translation>
    </message>
    <message>
        <source>Which prices the cards are judged at</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Reset filters</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 of %2 cards</source>
        <translation></translation>
    </message>
    <message>
        <source>Reset filters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::FitPanel</name>
    <message>
        <source>Choose a model from the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2B parameters): %3 GB on one GPU. %n configuration(s) fit.</source>
        <translation>
            <numerusform>%1 (%2B parameters): %3 GB on one GPU. %n configuration fits.</numerusform>
            <numerusform>%1 (%2B parameters): %3 GB on one GPU. %n configurations fit.</numerusform>
        </translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 GB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Con&amp;text:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caveats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type part of a name to filter the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wei&amp;ghts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&amp;atch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to car&amp;ds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent per hour</source>
        <extracomment>Header: the same GPUs rented in the cloud, per hour.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even hours</source>
        <extracomment>Header: hours of that rental the price pays for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (interruptible)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (on demand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 trained tokens/s: a job of %2 tokens takes about %3 h</source>
        <extracomment>%1: trained tokens/s, %2: tokens of the job, %3: hours, %4: the rental&apos;s cost.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; rented: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job hours</source>
        <extracomment>Header: hours the fine-tuning job takes on the set-up.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job, bought</source>
        <extracomment>Header: the job&apos;s share of buying and running the set-up for three years.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job, rented</source>
        <extracomment>Header: the job&apos;s cost on the same GPUs rented.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job&apos;s share of the price and electricity of three years&apos; use at %1 hours a day</source>
        <extracomment>%1: hours a day.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (likely %1–%2 tokens/s)</source>
        <extracomment>The likely range of the trained tokens/s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job of %1 million trained tokens (the dataset&apos;s tokens × epochs); owning is shared over three years at %2 hours a day.</source>
        <extracomment>%1: the job&apos;s trained tokens in millions; %2: hours a day.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::FitQuestionBar</name>
    <message>
        <source>Framework:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings of the fine-tuning framework that change the memory it needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pure BF16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning in BF16 alone, without FP32 master weights (torchtune, LitGPT bf16-true): 8 bytes per parameter instead of 16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunked loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loss over chunks of the output, as torchtune, LitGPT and Unsloth compute it: the logits stay 16-bit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer in backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning with the optimizer step in the backward pass (torchtune&apos;s optimizer_in_bwd): one weight tensor&apos;s gradient at a time, and no gradient accumulation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paged optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A paged optimizer (bitsandbytes&apos; PagedAdamW, PagedAdamW8bit): the AdamW moments may move to CPU memory; counted on the GPU: those of the largest tensor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow preview software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order set-ups whose method needs a library their software runs only as a preview (bitsandbytes on ROCm, a vendor&apos;s own stack) like the others, and let them be picked; they stay flagged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> M tokens</source>
        <extracomment>After the number of a fine-tuning job&apos;s trained tokens, in millions: &quot;100 M tokens&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tokens the fine-tuning job trains on: the dataset&apos;s tokens times the epochs, in millions. The table gives the job&apos;s hours and its cost bought or rented.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Job:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::ImportDialog</name>
    <message>
        <source>&amp;Add files…</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation></translation>
    </message>
    <message>
        <source>Import catalog data</source>
        <translation></translation>
    </message>
    <message>
        <source>File</source>
        <translation></translation>
    </message>
    <message>
        <source>Line</source>
        <translation></translation>
    </message>
    <message>
        <source>Field</source>
        <translation></translation>
    </message>
    <message>
        <source>Message</source>
        <translation></translation>
    </message>
    <message>
        <source>Catalog files (*.csv *.json);;All files (*)</source>
        <translation></translation>
    </message>
    <message>
        <source>Reading files…</source>
        <translation></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation></translation>
    </message>
    <message>
        <source>Reading %1 (%2 of %3)…</source>
        <translation></translation>
    </message>
    <message>
        <source>Import cancelled: nothing was stored.</source>
        <translation></translation>
    </message>
    <message>
        <source>Nothing was stored: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) rejected; nothing was stored. Fix the rows listed below and import again.</source>
        <translation>
            <numerusform>%n row rejected; nothing was stored. Fix the rows listed below and import again.</numerusform>
            <numerusform>%n rows rejected; nothing was stored. Fix the rows listed below and import again.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 records read, %2 warnings.</source>
        <translation></translation>
    </message>
    <message>
        <source>CSV or JSON files of cards, prices, benchmark results or cloud offerings, in the format File → Export… writes (export a few rows to get a template). Headers may be in English or Chinese. Nothing is stored unless every row is valid.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>gpu::MainWindow</name>
    <message>
        <source>Catalog database</source>
        <translation></translation>
    </message>
    <message>
        <source>GPU Advisor</source>
        <translation></translation>
    </message>
    <message>
        <source>Filters</source>
        <translation></translation>
    </message>
    <message>
        <source>Details</source>
        <translation></translation>
    </message>
    <message>
        <source>Chart</source>
        <translation></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation></translation>
    </message>
    <message>
        <source>Add &amp;price…</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Find card</source>
        <translation></translation>
    </message>
    <message>
        <source>C&amp;lear comparison</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;About GPU Advisor</source>
        <translation></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation></translation>
    </message>
    <message>
        <source>Select a card first.</source>
        <translation></translation>
    </message>
    <message>
        <source>About GPU Advisor</source>
        <translation></translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Advisor %1&lt;/h3&gt;&lt;p&gt;Helps you choose a GPU for deep learning: ranks the cards of a sourced catalog by estimated and measured performance, performance per price and per watt, and explains every verdict.&lt;/p&gt;</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <extracomment>%1 is what undo would revert, e.g. &quot;add price 1,999 CNY for …&quot;.</extracomment>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <extracomment>%1 is what redo would repeat.</extracomment>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation></translation>
    </message>
    <message>
        <source>README.md and docs/ in the source</source>
        <translation></translation>
    </message>
    <message>
        <source>&lt;p&gt;Built-in catalog %1, data as of %2.&lt;/p&gt;</source>
        <translation></translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). This program comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;</source>
        <translation></translation>
    </message>
    <message>
        <source>&lt;p&gt;Documentation: %1 and &lt;code&gt;man gpu-advisor&lt;/code&gt;; keyboard shortcuts under Help.&lt;/p&gt;</source>
        <translation></translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation></translation>
    </message>
    <message>
        <source>The documentation is the manual page (&lt;code&gt;man gpu-advisor&lt;/code&gt;), README.md and the files in docs/: installed in %1, or in the source.</source>
        <translation></translation>
    </message>
    <message>
        <source>Will it fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pa&amp;ste prices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add prices from a list copied from a shop page, a spreadsheet or a chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices to &amp;check…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best cards for this request whose price is missing or old</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared catalog %1, read-only: your role %2 may read, not write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared catalog %1 cannot be reached: showing the copy read on %2, read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared catalog %1 not in use: showing the built-in catalog, nothing is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog read again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the catalog again, with the rows others added to a shared catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Feeds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimates updating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The performance model is being fitted to the measured results again. Until it is done, estimates use the previous parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A server&apos;s prices are kept on its module, %1: for the whole server choose the unit &quot;server&quot; and its GPU count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A workstation&apos;s prices are kept on its card, %1: enter the price of one card.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::PastePricesDialog</name>
    <message>
        <source>Paste prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One price a line, as copied from a shop page, a spreadsheet or a chat, for example:
RTX 4070 SUPER 12G 4599元
二手 3090 5500
七彩虹 RTX 4060 Ti 16G 3299
4090 1.45万
￥12,999 RTX 4080 SUPER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The currency of amounts that name none (¥, 元, $ … name one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seller or problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each line gives a card, an amount and, with 二手 or &quot;used&quot;, a used price. The prices are stored as your own, dated today, all of them or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a price list above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) not understood: correct them (add the memory size or the full name) or remove them; nothing is stored until every line is understood.</source>
        <translation>
            <numerusform>%n line not understood: correct it (add the memory size or the full name) or remove it; nothing is stored until every line is understood.</numerusform>
            <numerusform>%n lines not understood: correct them (add the memory size or the full name) or remove them; nothing is stored until every line is understood.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) to add, dated %1.</source>
        <translation>
            <numerusform>%n price to add, dated %1.</numerusform>
            <numerusform>%n prices to add, dated %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The prices could not be stored; none was added.
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) that are no price (greetings, headers, dates) are skipped.</source>
        <translation>
            <numerusform>%n line that is no price (a greeting, a header, a date) is skipped.</numerusform>
            <numerusform>%n lines that are no price (greetings, headers, dates) are skipped.</numerusform>
        </translation>
    </message>
    <message>
        <source>Amounts without a currency are &amp;in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held back until you tick it: the amount is far from what the card costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untick to leave this price out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) far from what the card costs are held back (marked): tick them to add them as typed.</source>
        <translation>
            <numerusform>%n price far from what the card costs is held back (marked): tick it to add it as typed.</numerusform>
            <numerusform>%n prices far from what the card costs are held back (marked): tick them to add them as typed.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::PriceEditDialog</name>
    <message>
        <source>New</source>
        <translation></translation>
    </message>
    <message>
        <source>Used</source>
        <translation></translation>
    </message>
    <message>
        <source>Shop, marketplace or board partner</source>
        <translation></translation>
    </message>
    <message>
        <source>Optional</source>
        <translation></translation>
    </message>
    <message>
        <source>Card:</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation></translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation></translation>
    </message>
    <message>
        <source>C&amp;ondition:</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Date seen:</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Seller:</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation></translation>
    </message>
    <message>
        <source>Add price</source>
        <translation></translation>
    </message>
    <message>
        <source>Edit price</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Use %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store as &amp;typed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::PriceHistoryChart</name>
    <message>
        <source>No dated price yet: the price history shows here once there is one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price history (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as seen: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from feed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate today</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::PricesToCheckDialog</name>
    <message>
        <source>Prices to check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card near the top of this ranking has a current price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These amounts are not prices; nothing was saved:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prices could not be stored; none was saved.
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, priced between %2 and %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cards this request would consider (%1) that have no price, a price older than %n month(s) or only a launch-price estimate, most useful first. Type today&apos;s price (in %2; 4599, 1.45万 …) for the ones you know; they are saved as your own prices, dated today.</source>
        <translation>
            <numerusform>Cards this request would consider (%1) that have no price, a price older than %n month or only a launch-price estimate, most useful first. Type today&apos;s price (in %2; 4599, 1.45万 …) for the ones you know; they are saved as your own prices, dated today.</numerusform>
            <numerusform>Cards this request would consider (%1) that have no price, a price older than %n months or only a launch-price estimate, most useful first. Type today&apos;s price (in %2; 4599, 1.45万 …) for the ones you know; they are saved as your own prices, dated today.</numerusform>
        </translation>
    </message>
    <message>
        <source>These amounts are far from what the cards cost:
%1

Store them as typed?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::RankingBar</name>
    <message>
        <source>&amp;Workload:</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation></translation>
    </message>
    <message>
        <source>No budget</source>
        <translation></translation>
    </message>
    <message>
        <source>What you will train or run; the ranking follows its priorities</source>
        <translation></translation>
    </message>
    <message>
        <source>Numeric precision of the work (FP16/BF16 use tensor cores)</source>
        <translation></translation>
    </message>
    <message>
        <source>Highest price you would pay for the card alone (0 = no budget)</source>
        <translation></translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation></translation>
    </message>
    <message>
        <source>Size of the language model to run, in billions of parameters (Llama-2-7B: 7); the weights must fit in one GPU&apos;s memory</source>
        <translation></translation>
    </message>
    <message>
        <source>Relative performance 1.00× = %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>Best overall:</source>
        <extracomment>The three picks above the catalog, each followed by a card name (a link).</extracomment>
        <translation></translation>
    </message>
    <message>
        <source>Best value:</source>
        <translation></translation>
    </message>
    <message>
        <source>Most memory per price:</source>
        <translation></translation>
    </message>
    <message>
        <source>Click a card to select it; its reasons are in the Details tab.</source>
        <translation></translation>
    </message>
    <message>
        <source>(hidden by the filters)</source>
        <translation></translation>
    </message>
    <message>
        <source>Click a card to select it; its reasons are in the Details tab. The picks are made among all cards, as the ranking is; the report follows the filters.</source>
        <translation></translation>
    </message>
    <message>
        <source>P&amp;rices:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New or used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each card at its best current price, new or used; a used price is marked, with the used market&apos;s caveats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only prices of new cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only prices of used cards (二手)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n of your own prices are not used under this condition.</source>
        <translation>
            <numerusform>%n of your own prices are not used under this condition.</numerusform>
            <numerusform>%n of your own prices are not used under this condition.</numerusform>
        </translation>
    </message>
    <message>
        <source>Use new and used prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No set-up of up to %n card(s) with a price runs %1 here.</source>
        <translation>
            <numerusform>No set-up of up to %n card with a price runs %1 here.</numerusform>
            <numerusform>No set-up of up to %n cards with a price runs %1 here.</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 tokens/s, %2%3 %4%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To run %1 (%2, %3 tokens):</source>
        <extracomment>Before the set-ups that run the chosen model: &quot;To run Llama 3.1 70B (Q4_K_M, 4,096 tokens):&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1%2 %3%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Think twice: %n warning(s) about tempting cards</source>
        <translation>
            <numerusform>Think twice: %n warning about tempting cards</numerusform>
            <numerusform>Think twice: %n warnings about tempting cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Think twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tempting cards of this ranking, by value, and what to check before buying them:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curre&amp;ncy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM fine-tuning (LoRA, QLoRA, full)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <comment>prices: new only</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used</source>
        <comment>prices: used only</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 tokens/s, %2 h a job, %3%4 %5%6)</source>
        <extracomment>A set-up&apos;s speed and price in the ranking bar: &quot;(17.9 tokens/s, ≈11,520 CNY used)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To fine-tune %1 (%2, %3 tokens; a job of %4 M tokens):</source>
        <extracomment>Before the cheapest and fastest set-ups that fine-tune the chosen model: &quot;To fine-tune Qwen2.5 7B (LoRA, 4,096 tokens; a job of 100 M tokens):&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::ReportDialog</name>
    <message>
        <source>Export recommendation &amp;report…</source>
        <translation></translation>
    </message>
    <message>
        <source>Save the recommendation as a PDF to print or send, in Chinese or English</source>
        <translation></translation>
    </message>
    <message>
        <source>Export recommendation report</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Page size:</source>
        <translation></translation>
    </message>
    <message>
        <source>Also &amp;compare these cards:</source>
        <translation></translation>
    </message>
    <message>
        <source>Find a card</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation></translation>
    </message>
    <message>
        <source>Close</source>
        <translation></translation>
    </message>
    <message>
        <source>Pages: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Save recommendation report</source>
        <translation></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation></translation>
    </message>
    <message>
        <source>Saved %1 (%2 pages).</source>
        <translation></translation>
    </message>
    <message>
        <source>Rank the &amp;whole catalog (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Only the cards the filters show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filters are active in the window: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation></translation>
    </message>
    <message>
        <source>Chinese yuan (CNY)</source>
        <translation></translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation></translation>
    </message>
    <message>
        <source> CNY per USD</source>
        <translation></translation>
    </message>
    <message>
        <source>Not counted</source>
        <translation></translation>
    </message>
    <message>
        <source>Card alone</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Exchange rate:</source>
        <translation></translation>
    </message>
    <message>
        <source>Electricity &amp;price (per kWh):</source>
        <translation></translation>
    </message>
    <message>
        <source>The rest of the computer; added to the card&apos;s price for whole-system performance per price</source>
        <translation></translation>
    </message>
    <message>
        <source>Today&apos;s default builds only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also legacy builds (I keep an older toolkit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since PyTorch 2.8 (August 2025) Maxwell, Pascal and Volta cards run only PyTorch&apos;s CUDA 12.6 builds, and CUDA 13 needs compute capability 7.5; AMD GCN 5 (MI50, Radeon VII) left ROCm 7. Such legacy cards are always flagged, and picked only when legacy builds are accepted here. Cards no current build runs are never recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Software support:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>postgresql://user@host/dbname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: this computer&apos;s own catalog. A group&apos;s catalog on a PostgreSQL server opens the next time GPU Advisor starts. No password is stored here: libpq reads ~/.pgpass, or the window asks for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;hared catalog:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password was taken out of the address: it is not stored. Put it in ~/.pgpass, or type it when GPU Advisor asks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dated rates (monthly averages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee&amp;ds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price feeds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host system c&amp;ost:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::ShortcutsDialog</name>
    <message>
        <source>Go to the search field</source>
        <translation></translation>
    </message>
    <message>
        <source>Enter (in the search field)</source>
        <translation></translation>
    </message>
    <message>
        <source>Go to the catalog</source>
        <translation></translation>
    </message>
    <message>
        <source>Choose the workload</source>
        <translation></translation>
    </message>
    <message>
        <source>Choose the precision</source>
        <translation></translation>
    </message>
    <message>
        <source>Choose the budget</source>
        <translation></translation>
    </message>
    <message>
        <source>Choose the currency</source>
        <translation></translation>
    </message>
    <message>
        <source>Add the selected cards to the comparison</source>
        <translation></translation>
    </message>
    <message>
        <source>Remove a card from the comparison</source>
        <translation></translation>
    </message>
    <message>
        <source>Copy the name of the selected card</source>
        <translation></translation>
    </message>
    <message>
        <source>Add a price for the current card</source>
        <translation></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation></translation>
    </message>
    <message>
        <source>Import</source>
        <translation></translation>
    </message>
    <message>
        <source>Export</source>
        <translation></translation>
    </message>
    <message>
        <source>Reset the filters</source>
        <translation></translation>
    </message>
    <message>
        <source>Show or hide the panels: filters, chart, details, comparison</source>
        <translation></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation></translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation></translation>
    </message>
    <message>
        <source>Action</source>
        <translation></translation>
    </message>
    <message>
        <source>Choose the prices: new or used, new, used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a price list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the catalog again (a shared catalog)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::SqlDialect</name>
    <message>
        <source>%1 is not a PostgreSQL address (postgresql://[user@]host[:port]/dbname)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid address: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names no server: write postgresql://[user@]host[:port]/dbname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the port must be 1-65535</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names no database: write postgresql://[user@]host[:port]/dbname</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::Upgrade</name>
    <message>
        <source>it is your card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legacy software: today&apos;s default builds (CUDA, PyTorch, ROCm) no longer support it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot run this work, or its performance is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slower than your card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>less memory than your card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade from %1: relative performance %2 (1.00 = %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs are net of selling it at its used price, %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog has no used price of your card: costs are full prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Biggest gain: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most gain per price: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card within the limits is an upgrade over %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not an upgrade: %n card(s): %1.</source>
        <extracomment>%1: the reasons, each with its count, separated by &quot;; &quot;.</extracomment>
        <translation>
            <numerusform>Not an upgrade: %n card: %1.</numerusform>
            <numerusform>Not an upgrade: %n cards: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::UpgradePanel</name>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose your card (or press Detect) to see which cards are an upgrade over it for the current workload, and by how much.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an upgrade: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Your card:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look for this computer&apos;s GPU (NVIDIA driver tools, ROCm, sysfs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type part of a name to find your card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain per 1k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell it at its used price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;lative performance 1.00 = my card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::WindowFeeds</name>
    <message>
        <source>No feed was updated: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading and storing %1 (%2 MB)…</source>
        <extracomment>%1 the feed&apos;s name, %2 the sheet&apos;s size in MB.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Fetching %n feed(s)…</source>
        <extracomment>While the feeds&apos; sheets download.</extracomment>
        <translation>
            <numerusform>Fetching %n feed…</numerusform>
            <numerusform>Fetching %n feeds…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpu::WindowSelection</name>
    <message>
        <source>Already in the comparison: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your card: %1 (found in this computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU found in this computer (or its driver tools are missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU found (%1) is not a card of the catalog; choose the closest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>GPU Advisor</source>
        <translation></translation>
    </message>
    <message>
        <source>Shared catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server asks for a password for %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu-advisor: there is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set).
Start it in a desktop session, or on a virtual display: xvfb-run gpu-advisor
The commands need no display: gpu-advisor --help lists them, for example gpu-advisor rank --workload cnn --budget 8000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start it in a desktop session, or on a virtual display: xvfb-run gpu-advisor
The commands need no display: gpu-advisor --help lists them, for example gpu-advisor rank --workload cnn --budget 8000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu-advisor: the window cannot be opened on this display (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
