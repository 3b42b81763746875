<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AddPriceCommand</name>
    <message>
        <source>add price %1</source>
        <translation>添加价格 %1</translation>
    </message>
</context>
<context>
    <name>AddPricesCommand</name>
    <message numerus="yes">
        <source>add %n price(s)</source>
        <extracomment>In the Edit menu after &quot;Undo&quot;/&quot;Redo&quot;: &quot;Undo add 12 prices&quot;.</extracomment>
        <translation>
            <numerusform>添加 %n 条价格</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardFields</name>
    <message>
        <source>Consumer</source>
        <translation>消费级</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <source>Data centre</source>
        <translation>数据中心</translation>
    </message>
    <message>
        <source>Desktop</source>
        <translation>台式机</translation>
    </message>
    <message>
        <source>Laptop</source>
        <translation>笔记本</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>SXM</source>
        <translation>SXM</translation>
    </message>
    <message>
        <source>OAM</source>
        <translation>OAM</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>形态</translation>
    </message>
    <message>
        <source>Product line</source>
        <translation>产品线</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>计算能力</translation>
    </message>
    <message>
        <source>GPUs per board</source>
        <translation>每卡 GPU 数</translation>
    </message>
    <message>
        <source>Release date</source>
        <translation>发布日期</translation>
    </message>
    <message>
        <source>CUDA cores / stream processors</source>
        <translation>CUDA 核心 / 流处理器</translation>
    </message>
    <message>
        <source>Tensor cores</source>
        <translation>Tensor 核心</translation>
    </message>
    <message>
        <source>Tensor core generation</source>
        <translation>Tensor 核心代数</translation>
    </message>
    <message>
        <source>Boost clock</source>
        <translation>加速频率</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <source>Memory bus width</source>
        <translation>位宽</translation>
    </message>
    <message>
        <source>Memory data rate</source>
        <translation>显存速率</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32 算力</translation>
    </message>
    <message>
        <source>FP16 (non-tensor)</source>
        <translation>FP16 算力（非 Tensor）</translation>
    </message>
    <message>
        <source>Tensor FP16 (dense)</source>
        <translation>Tensor FP16 算力（稠密）</translation>
    </message>
    <message>
        <source>Tensor BF16 (dense)</source>
        <translation>Tensor BF16 算力（稠密）</translation>
    </message>
    <message>
        <source>Tensor TF32 (dense)</source>
        <translation>Tensor TF32 算力（稠密）</translation>
    </message>
    <message>
        <source>Tensor INT8 (dense)</source>
        <translation>Tensor INT8 算力（稠密）</translation>
    </message>
    <message>
        <source>Tensor FP8 (dense)</source>
        <translation>Tensor FP8 算力（稠密）</translation>
    </message>
    <message>
        <source>Launch price</source>
        <translation>首发价</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Source date</source>
        <translation>来源日期</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Board power</source>
        <translation>板卡功耗</translation>
    </message>
    <message>
        <source>Power kind</source>
        <translation>功耗类型</translation>
    </message>
    <message>
        <source>Power range low end</source>
        <translation>功耗范围下限</translation>
    </message>
    <message>
        <source>Notes (Chinese)</source>
        <translation>备注（中文）</translation>
    </message>
    <message>
        <source>%1–%2 W (laptop, configurable)</source>
        <translation>%1–%2 W（笔记本，可配置）</translation>
    </message>
    <message>
        <source>%1–%2 W (configurable)</source>
        <translation>%1–%2 W（可配置）</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <source>Stack support</source>
        <translation>软件栈支持</translation>
    </message>
    <message>
        <source>Stack source</source>
        <translation>软件栈来源</translation>
    </message>
    <message>
        <source>Stack source date</source>
        <translation>软件栈来源日期</translation>
    </message>
    <message>
        <source>Unified memory</source>
        <translation>统一内存</translation>
    </message>
    <message>
        <source>GPU share of memory</source>
        <translation>GPU 可用内存比例</translation>
    </message>
    <message>
        <source>Raising the GPU&apos;s share</source>
        <translation>提高 GPU 可用比例</translation>
    </message>
    <message>
        <source>Sold as</source>
        <translation>销售形式</translation>
    </message>
    <message>
        <source>yes, shared by CPU and GPU</source>
        <extracomment>Unified memory: shared by CPU and GPU.</extracomment>
        <translation>是，CPU 与 GPU 共用</translation>
    </message>
    <message>
        <source>%1 % (%2 GB) by default</source>
        <extracomment>%1: percent, %2: gigabytes the GPU may use by default.</extracomment>
        <translation>默认 %1 %（%2 GB）</translation>
    </message>
    <message>
        <source>a whole machine (price includes the host)</source>
        <translation>整机（价格含主机）</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完整</translation>
    </message>
    <message>
        <source>partial</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>experimental</source>
        <translation>实验性</translation>
    </message>
    <message>
        <source>vendor&apos;s own only</source>
        <translation>仅厂商自有</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每个 GPU 的显存</translation>
    </message>
    <message>
        <source>Memory bandwidth per GPU</source>
        <translation>每个 GPU 的显存带宽</translation>
    </message>
    <message>
        <source>modified board: no vendor warranty; memory upgraded by a third party</source>
        <extracomment>A board rebuilt by a third party (the RTX 4090 48 GB sold in China).</extracomment>
        <translation>改装卡：无原厂保修；显存由第三方加装</translation>
    </message>
    <message>
        <source>Modified board</source>
        <translation>改装卡</translation>
    </message>
    <message numerus="yes">
        <source>a workstation of %n cards (priced as its cards and a host allowance)</source>
        <extracomment>A workstation of PCIe or desktop cards derived from the card&apos;s row.</extracomment>
        <translation>
            <numerusform>%n 张卡的工作站（按各卡价格加主机费用计价）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a server of %n GPUs (its own price, or its GPUs&apos; and a host allowance)</source>
        <translation>
            <numerusform>%n 个 GPU 的服务器（整机价格，或各 GPU 价格加主机费用）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogCopy</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: the target has no column %2 (is it the same schema version?)</source>
        <translation>%1：目标没有列 %2（架构版本是否相同？）</translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>无法开始事务：%1</translation>
    </message>
    <message>
        <source>cannot commit: %1</source>
        <translation>无法提交：%1</translation>
    </message>
    <message>
        <source>cannot create the folder of %1</source>
        <translation>无法创建 %1 所在的文件夹</translation>
    </message>
    <message>
        <source>cannot record where the snapshot came from</source>
        <translation>无法记录快照的来源</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>无法替换 %1</translation>
    </message>
    <message>
        <source>the local copy of the shared catalog was not written: %1</source>
        <translation>未能写入共享目录的本机副本：%1</translation>
    </message>
</context>
<context>
    <name>CatalogDatabase</name>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>无法读取该文件（%1）</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>the file is too short to be a database (%1 bytes)</source>
        <translation>文件太短，不可能是数据库（%1 字节）</translation>
    </message>
    <message>
        <source>the file&apos;s header is all zeros</source>
        <translation>文件头全是零</translation>
    </message>
    <message>
        <source>the file is not an SQLite database</source>
        <translation>该文件不是 SQLite 数据库</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>已打开 %1。</translation>
    </message>
    <message>
        <source>Created a new catalog database at %1.</source>
        <translation>已在 %1 新建目录数据库。</translation>
    </message>
    <message>
        <source>Upgraded %1 from schema version %2 to %3.</source>
        <translation>已将 %1 的结构版本从 %2 升级到 %3。</translation>
    </message>
    <message>
        <source>The database %1 is read-only: you can browse it, but changes will not be saved. Make the file writable, or start with --db pointing to a writable location.</source>
        <translation>数据库 %1 是只读的：可以浏览，但修改不会被保存。请让该文件可写，或用 --db 指定一个可写的位置启动。</translation>
    </message>
    <message>
        <source>The database %1 was written by a newer version of GPU Advisor (schema %2; this version knows %3). It was not changed. This session uses the built-in catalog only; update GPU Advisor to use your data.</source>
        <translation>数据库 %1 由更新版本的显卡参谋写入（结构版本 %2；本版本只认识 %3）。该文件未被修改。本次只使用内置目录；请更新显卡参谋以使用你的数据。</translation>
    </message>
    <message>
        <source>The database %1 could not be used: %2. This session uses the built-in catalog in memory and nothing will be saved. Check the file and its folder permissions, or start with --db pointing to a writable location.</source>
        <translation>无法使用数据库 %1：%2。本次在内存中使用内置目录，任何修改都不会保存。请检查该文件及其所在文件夹的权限，或用 --db 指定一个可写的位置启动。</translation>
    </message>
    <message>
        <source>cannot read the schema version</source>
        <translation>无法读取结构版本</translation>
    </message>
    <message>
        <source>migration %1 is missing from this build</source>
        <translation>本版本缺少迁移 %1</translation>
    </message>
    <message>
        <source>migration %1 failed: %2</source>
        <translation>迁移 %1 失败：%2</translation>
    </message>
    <message>
        <source>; it could not be moved aside either</source>
        <translation>；也无法把它移到一旁</translation>
    </message>
    <message>
        <source>its folder %1 cannot be created</source>
        <translation>无法创建其文件夹 %1</translation>
    </message>
    <message>
        <source>SQLite cannot open it (%1)</source>
        <translation>SQLite 无法打开它（%1）</translation>
    </message>
    <message>
        <source>its integrity check failed (%1)</source>
        <translation>完整性检查失败（%1）</translation>
    </message>
    <message>
        <source>its schema version cannot be read</source>
        <translation>无法读取其结构版本</translation>
    </message>
    <message>
        <source>it is an SQLite database but not a GPU Advisor catalog (tables: %1)</source>
        <translation>它是 SQLite 数据库，但不是显卡参谋的目录（表：%1）</translation>
    </message>
    <message>
        <source>it is read-only and needs an upgrade to schema version %1</source>
        <translation>它是只读的，且需要升级到结构版本 %1</translation>
    </message>
    <message>
        <source>it is a folder, not a database file</source>
        <translation>它是一个文件夹，不是数据库文件</translation>
    </message>
    <message>
        <source>The server asks for a password: give it when the window asks, or put it in ~/.pgpass (a line host:port:database:user:password, the file readable only by you) or in the environment variable PGPASSWORD.</source>
        <translation>服务器要求密码：在窗口询问时输入，或写入 ~/.pgpass（一行 host:port:database:user:password，文件仅本人可读），或设置环境变量 PGPASSWORD。</translation>
    </message>
    <message>
        <source>You are connected to the shared catalog %1 as %2, a read-only role: you can browse, compare, rank and write reports, but not add or change rows. Ask the catalog&apos;s keeper for a role that may write.</source>
        <translation>你以只读角色 %2 连接到共享目录 %1：可以浏览、对比、排名和生成报告，但不能添加或修改数据行。如需写入，请向目录管理员申请可写角色。</translation>
    </message>
    <message>
        <source>The shared catalog %1 cannot be reached (%2), and there is no copy of it on this computer yet. This session shows the built-in catalog only and saves nothing. Check the network and the address, then start again.</source>
        <translation>无法连接共享目录 %1（%2），本机也还没有它的副本。本次只显示内置目录，不保存任何内容。请检查网络和地址后重新启动。</translation>
    </message>
    <message>
        <source>The shared catalog %1 cannot be reached (%2). This session shows the copy of it read on %3, read-only: nothing you do now is sent to the server or lost there. Start again when the server is back to see its latest rows.</source>
        <translation>无法连接共享目录 %1（%2）。本次显示 %3 读取的本机副本（只读）：现在的操作不会发送到服务器，服务器上的数据也不会丢失。服务器恢复后重新启动即可看到最新数据。</translation>
    </message>
    <message>
        <source>The shared catalog %1 could not be used: %2. This session uses the built-in catalog in memory and nothing will be saved.</source>
        <translation>共享目录 %1 无法使用：%2。本次在内存中使用内置目录，不会保存任何内容。</translation>
    </message>
    <message>
        <source>The shared catalog %1 was upgraded by a newer version of GPU Advisor (schema %2; this version knows %3). It was not changed. This session uses the built-in catalog only; update GPU Advisor to use the group&apos;s data.</source>
        <translation>共享目录 %1 已被更新版本的显卡参谋升级（架构版本 %2；本版本支持 %3），未作任何改动。本次只使用内置目录；请更新显卡参谋以使用团队数据。</translation>
    </message>
    <message>
        <source>The shared catalog %1 cannot be reached (%2).</source>
        <translation>无法连接共享目录 %1（%2）。</translation>
    </message>
    <message>
        <source>this installation has no PostgreSQL driver for Qt (install libqt6sql6-psql)</source>
        <translation>本机缺少 Qt 的 PostgreSQL 驱动（请安装 libqt6sql6-psql）</translation>
    </message>
    <message>
        <source>the database %1 holds tables that are not a GPU Advisor catalog; nothing was changed there (use an empty database of its own)</source>
        <translation>数据库 %1 中已有不属于显卡参谋目录的表，未作任何改动（请使用一个单独的空数据库）</translation>
    </message>
    <message>
        <source>the database %1 has no catalog yet; create it with: gpu-advisor db init --db %2</source>
        <translation>数据库 %1 中还没有目录；请用以下命令创建：gpu-advisor db init --db %2</translation>
    </message>
    <message>
        <source>the catalog could not be created there: %1</source>
        <translation>无法在那里创建目录：%1</translation>
    </message>
    <message>
        <source>it needs an upgrade to schema version %1 that this role cannot make (%2); ask the catalog&apos;s keeper to open it once with this version, or to run gpu-advisor db init</source>
        <translation>它需要升级到架构版本 %1，而当前角色无权升级（%2）；请目录管理员用本版本打开一次，或运行 gpu-advisor db init</translation>
    </message>
    <message>
        <source>not connected to a shared catalog</source>
        <translation>未连接共享目录</translation>
    </message>
    <message>
        <source>The database %1 could not be used: %2.
It was kept as %3 so nothing is lost%4, and a new database with the built-in catalog is in its place.
Your own prices and benchmarks are in the kept file: a backup of it, or importing your exports again, restores them.</source>
        <translation>数据库 %1 无法使用：%2。
它已另存为 %3，没有丢失任何内容%4；原位置已新建一个只含内置目录的数据库。
您自己的价格和基准结果在另存的文件里：用它的备份，或重新导入您导出的文件，即可恢复。</translation>
    </message>
    <message>
        <source>; the check&apos;s details are in %1</source>
        <translation>；检查的详细结果在 %1</translation>
    </message>
    <message>
        <source>The database %1 is in use by another GPU Advisor or program (%2); try again when it is done. The file was not changed. This session shows the built-in catalog only and saves nothing.</source>
        <translation>数据库 %1 正被另一个显卡参谋或其他程序使用（%2）；请等它用完后再试。文件没有被改动。本次会话只显示内置目录，不保存任何内容。</translation>
    </message>
    <message>
        <source>it cannot be read on this computer now (%1: is the disk full?); the file was not changed</source>
        <translation>此刻无法在这台电脑上读取它（%1：磁盘满了吗？）；文件没有被改动</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1（进程号 %2）</translation>
    </message>
    <message>
        <source>Waiting for %1: another program is using it…</source>
        <translation>正在等待 %1：另一个程序正在使用它…</translation>
    </message>
    <message>
        <source>Waiting for %1: it is in use by %2…</source>
        <translation>正在等待 %1：%2 正在使用它…</translation>
    </message>
</context>
<context>
    <name>CatalogExporter</name>
    <message>
        <source>the %1 encoder is not available in this Qt build</source>
        <translation>此 Qt 构建中没有 %1 编码器</translation>
    </message>
    <message>
        <source>the text cannot be written as %1: it is not valid Unicode</source>
        <translation>文本无法写成 %1：它不是有效的 Unicode</translation>
    </message>
</context>
<context>
    <name>CatalogImporter</name>
    <message>
        <source>, line %1</source>
        <translation>，第 %1 行</translation>
    </message>
    <message>
        <source>, field %1</source>
        <translation>，字段 %1</translation>
    </message>
    <message>
        <source>currency is missing: name it in a currency column or in the amount (￥, 元, $, USD …)</source>
        <translation>缺少币种：请在 currency 列或金额中注明（￥、元、$、USD …）</translation>
    </message>
    <message>
        <source>a free tier cannot have a price per hour</source>
        <translation>免费套餐不能有每小时价格</translation>
    </message>
    <message>
        <source>price_per_hour is 0 but free_tier is not true</source>
        <translation>price_per_hour 为 0，但 free_tier 不是 true</translation>
    </message>
    <message>
        <source>currency is missing</source>
        <translation>缺少币种</translation>
    </message>
    <message>
        <source>the vendor is missing and &quot;%1&quot; does not say it (add a vendor column: NVIDIA, AMD, Intel)</source>
        <translation>缺少厂商，且“%1”中也看不出厂商（请添加 vendor 列：NVIDIA、AMD、Intel）</translation>
    </message>
    <message>
        <source>the required column &quot;%1&quot; is missing</source>
        <translation>缺少必需的列“%1”</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; appears twice</source>
        <translation>列“%1”出现了两次</translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot; ignored</source>
        <translation>未知的列“%1”，已忽略</translation>
    </message>
    <message>
        <source>the row has %1 fields but the header has %2 (a comma inside an unquoted value?)</source>
        <translation>该行有 %1 个字段，但表头有 %2 个（是否有未加引号的值中含有逗号？）</translation>
    </message>
    <message>
        <source>record %1 is not a JSON object</source>
        <translation>第 %1 条记录不是 JSON 对象</translation>
    </message>
    <message>
        <source>the required key &quot;%1&quot; is missing</source>
        <translation>缺少必需的键“%1”</translation>
    </message>
    <message>
        <source>expected a number or a string</source>
        <translation>应为数字或字符串</translation>
    </message>
    <message>
        <source>%1 appears twice (also on line %2)</source>
        <translation>%1 出现了两次（另见第 %2 行）</translation>
    </message>
    <message>
        <source>the file is empty: expected a header line</source>
        <translation>文件为空：应有一行表头</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>第 %1 字节处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>cannot tell which kind of rows the JSON array holds</source>
        <translation>无法判断该 JSON 数组包含哪类数据行</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array</source>
        <translation>“%1”必须是数组</translation>
    </message>
    <message>
        <source>expected a JSON array or object</source>
        <translation>应为 JSON 数组或对象</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>无法打开文件：%1</translation>
    </message>
    <message>
        <source>: </source>
        <translation>：</translation>
    </message>
    <message>
        <source>%1 must not be empty</source>
        <translation>%1 不能为空</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be greater than zero (leave it empty if unknown)</source>
        <translation>&quot;%1&quot; 必须大于零（不知道就留空）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be at least %2</source>
        <translation>&quot;%1&quot; 不能小于 %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be at least 1</source>
        <translation>&quot;%1&quot; 不能小于 1</translation>
    </message>
    <message>
        <source>%1 must not be empty: a price or result without a date cannot be judged</source>
        <translation>%1 不能为空：没有日期的价格或结果无法评判</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is in the future</source>
        <translation>&quot;%1&quot; 是未来的日期</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a form (desktop, laptop, pcie, sxm, oam)</source>
        <translation>&quot;%1&quot; 不是形态（desktop、laptop、pcie、sxm、oam）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a currency (CNY or USD)</source>
        <translation>&quot;%1&quot; 不是币种（CNY 或 USD）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a product line (consumer, workstation, datacenter)</source>
        <translation>&quot;%1&quot; 不是产品线（consumer、workstation、datacenter）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a compute capability (major.minor, e.g. 8.6)</source>
        <translation>&quot;%1&quot; 不是计算能力（主版本.次版本，例如 8.6）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the launch price column is in USD</source>
        <translation>&quot;%1&quot;：发布价一列以美元计</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a condition (new or used)</source>
        <translation>&quot;%1&quot; 不是成色（全新或二手）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a task (training or inference)</source>
        <translation>&quot;%1&quot; 不是任务（training 训练或 inference 推理）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a precision (%2)</source>
        <translation>&quot;%1&quot; 不是精度（%2）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be greater than zero</source>
        <translation>&quot;%1&quot; 必须大于零</translation>
    </message>
    <message>
        <source>the card %1 is not in the catalog; import or add the card first</source>
        <translation>目录中没有 %1 这张卡；请先导入或添加这张卡</translation>
    </message>
    <message>
        <source>, field %1 (&quot;%2&quot;)</source>
        <translation>，字段 %1（&quot;%2&quot;）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an architecture the catalog knows (%2); kept as written</source>
        <translation>&quot;%1&quot; 不是目录已知的架构（%2）；按原样保留</translation>
    </message>
    <message>
        <source>the amount &quot;%1&quot; is in %2 but the currency column says %3; correct one of them</source>
        <translation>金额 &quot;%1&quot; 的币种是 %2，但币种列写的是 %3；请更正其中之一</translation>
    </message>
    <message>
        <source>the amount &quot;%1&quot; is in %2 but the column&apos;s header says %3; correct one of them</source>
        <translation>金额 &quot;%1&quot; 的币种是 %2，但该列表头写的是 %3；请更正其中之一</translation>
    </message>
    <message>
        <source>the amount &quot;%1&quot; is ambiguous as a CNY price: %2 yuan, or %3 with a point between the thousands? Write %3 without the point, or yuan with at most two decimals</source>
        <translation>金额 &quot;%1&quot; 作为人民币价格有歧义：是 %2 元，还是以点分隔千位的 %3？请把 %3 写成不带点的形式，或以元为单位、最多保留两位小数</translation>
    </message>
    <message>
        <source>the memory size is missing and &quot;%1&quot; is several cards of the catalog: %2 (add a memory_gb / 显存 column, or write the size in the name)</source>
        <translation>缺少显存大小，而 &quot;%1&quot; 对应目录中的多张显卡：%2（请添加 memory_gb / 显存 列，或在名称中写明显存大小）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n price(s) without a date, dated %2, the day of the import</source>
        <translation>
            <numerusform>%1：%n 个价格没有日期，已记为导入当天 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n price(s) without a currency, taken as %2 (your currency)</source>
        <translation>
            <numerusform>%1：%n 个价格没有币种，已按 %2（你的币种）处理</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a price column, which a card file does not read: import the file as prices (--kind prices) to keep its prices</source>
        <translation>&quot;%1&quot; 是价格列，显卡文件不读取此列：请将该文件作为价格导入（--kind prices）以保留其中的价格</translation>
    </message>
    <message>
        <source>as %1 it lacks %2</source>
        <translation>作为%1文件，缺少 %2</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>benchmark results</source>
        <translation>跑分结果</translation>
    </message>
    <message>
        <source>cloud offerings</source>
        <translation>云服务报价</translation>
    </message>
    <message>
        <source>the header does not name the columns of any catalog file (%1). Every file needs a model (or name) column; a price column (amount, 价格) makes it a price file. Headers in English or Chinese; see docs/catalog-format.md</source>
        <translation>表头未给出任何目录文件的列（%1）。每个文件都需要 model（或 name）列；含价格列（amount、价格）的为价格文件。表头可用英文或中文；参见 docs/catalog-format.md</translation>
    </message>
    <message>
        <source>the card %1 is not in the catalog; the closest are %2: write one of these names if it is one of them</source>
        <translation>目录中没有显卡 %1；最接近的是 %2：如果是其中之一，请写出该名称</translation>
    </message>
    <message>
        <source>this is an Excel workbook, not a CSV file: open it in Excel, WPS or LibreOffice and save it as &quot;CSV UTF-8&quot; (File &gt; Save As), then import that file</source>
        <translation>这是 Excel 工作簿，不是 CSV 文件：请用 Excel、WPS 或 LibreOffice 打开，另存为“CSV UTF-8”（文件 &gt; 另存为），再导入该文件</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be 0 or more</source>
        <translation>“%1”必须大于或等于 0</translation>
    </message>
    <message>
        <source>%1 must not be empty: the parameter count in billions</source>
        <translation>%1 不能为空：参数量，以十亿（B）计</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number of billions of parameters</source>
        <translation>“%1”不是以十亿计的参数量</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of llm, image-generation, vision, speech, text-encoder</source>
        <translation>“%1”不是 llm、image-generation、vision、speech、text-encoder 之一</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of full, sliding, hybrid, latent</source>
        <translation>“%1”不是 full、sliding、hybrid、latent 之一</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a kind of power (tdp, tgp, tbp)</source>
        <translation>“%1”不是功耗类型（tdp、tgp、tbp）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; contradicts the power value, which says %2; correct one of them</source>
        <translation>“%1”与功耗值（写的是 %2）矛盾；请更正其中之一</translation>
    </message>
    <message>
        <source>&quot;%1&quot; contradicts the power range&apos;s low end, %2 W; correct one of them</source>
        <translation>“%1”与功耗范围下限 %2 W 矛盾；请更正其中之一</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be below the board power (%2 W), the high end of the range</source>
        <translation>“%1”必须低于板卡功耗（%2 W），即范围上限</translation>
    </message>
    <message>
        <source>the power is %1 but the column&apos;s header says %2; correct one of them</source>
        <translation>功耗为 %1，但该列表头写的是 %2；请更正其中之一</translation>
    </message>
    <message>
        <source>power_min_w is the low end of a power range: give its high end in tdp_w too</source>
        <translation>power_min_w 是功耗范围的下限：请同时在 tdp_w 中给出上限</translation>
    </message>
    <message>
        <source>models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a currency (an ISO 4217 code such as CNY, USD, EUR, JPY)</source>
        <translation>“%1”不是币种（应为 ISO 4217 代码，如 CNY、USD、EUR、JPY）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a GPU count (a whole number from 1, the GPUs the amount pays for)</source>
        <translation>“%1”不是 GPU 数量（应为从 1 起的整数，即金额所含的 GPU 数）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a price unit (card, module or server)</source>
        <translation>“%1”不是计价单位（card 单卡、module 模组或 server 整机）</translation>
    </message>
    <message>
        <source>currency must not be empty</source>
        <translation>币种不能为空</translation>
    </message>
    <message>
        <source>a rate to CNY of CNY itself is always 1; leave the row out</source>
        <translation>人民币对人民币的汇率恒为 1，请删除这一行</translation>
    </message>
    <message>
        <source>rate_to_cny must not be empty</source>
        <translation>rate_to_cny（人民币汇率）不能为空</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a rate (CNY per one unit of the currency, greater than zero)</source>
        <translation>“%1”不是汇率（应为每单位该币种折合的人民币，大于零）</translation>
    </message>
    <message>
        <source>expected an array, or an object with &quot;cards&quot;, &quot;prices&quot;, &quot;benchmarks&quot;, &quot;cloud&quot;, &quot;models&quot; or &quot;rates&quot;</source>
        <translation>应为数组，或含有 &quot;cards&quot;、&quot;prices&quot;、&quot;benchmarks&quot;、&quot;cloud&quot;、&quot;models&quot; 或 &quot;rates&quot; 的对象</translation>
    </message>
    <message>
        <source>%1 must not be empty (0 for a free tier)</source>
        <translation>%1 不能为空（免费套餐填 0）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a stack support (full, partial, experimental, vendor-only)</source>
        <translation>“%1”不是软件栈支持程度（full、partial、experimental、vendor-only）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: unified_memory is 1 (yes) or 0 (no)</source>
        <translation>“%1”：unified_memory 只能是 1（是）或 0（否）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the GPU&apos;s share of the memory is a fraction from 0 to 1 (0.75) or a percentage (75 %)</source>
        <translation>“%1”：GPU 可用内存比例应为 0 到 1 之间的小数（0.75）或百分比（75 %）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: sold_as is card or system (a whole machine)</source>
        <translation>“%1”：sold_as 只能是 card（板卡）或 system（整机）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a price basis (retail, marketplace, sold-average, used, list, launch or estimate)</source>
        <translation>“%1”不是价格依据（retail 零售、marketplace 平台挂牌、sold-average 成交均价、used 二手、list 标价、launch 首发价或 estimate 估计）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: modified_board is 1 (yes) or 0 (no)</source>
        <translation>“%1”：modified_board 为 1（是）或 0（否）</translation>
    </message>
    <message>
        <source>%1 TFLOPS FP32 is more than its %2 cores at %3 MHz can do (at most %4)</source>
        <translation>%1 TFLOPS FP32 超出了 %2 个核心在 %3 MHz 下的能力（至多 %4）</translation>
    </message>
    <message>
        <source>%1 is more than 64 × what its %2 cores at %3 MHz do in FP32</source>
        <translation>%1 超过了 %2 个核心在 %3 MHz 下 FP32 能力的 64 倍</translation>
    </message>
    <message>
        <source>%1 GB/s is more than a %2-bit bus at %3 Gbit/s carries (at most %4 GB/s)</source>
        <translation>%1 GB/s 超出了 %2 位总线在 %3 Gbit/s 下的带宽（至多 %4 GB/s）</translation>
    </message>
    <message>
        <source>%1 W is not the board power of a discrete card (at least 5 W)</source>
        <translation>%1 W 不是独立显卡的板卡功耗（至少 5 W）</translation>
    </message>
    <message>
        <source>field %1 holds a NUL character (a binary file or a damaged download?)</source>
        <translation>字段 %1 含有 NUL 字符（是二进制文件，还是下载损坏？）</translation>
    </message>
    <message>
        <source>the file ends in the middle of this row: it has %1 of the header&apos;s %2 fields, from %3 on nothing, and no line end (a download cut off?)</source>
        <translation>文件在这一行中间结束：它只有表头 %2 个字段中的 %1 个，从 %3 起没有内容，也没有换行（下载被截断？）</translation>
    </message>
    <message>
        <source>the row repeats line %1; it is stored once</source>
        <translation>这一行与第 %1 行相同；只保存一次</translation>
    </message>
    <message>
        <source>the file ends inside its header line, with no row and no line end (a download cut off?)</source>
        <translation>文件在表头行中间结束，既没有数据行也没有换行（下载被截断？）</translation>
    </message>
    <message>
        <source>field %1 has %2 characters, more than the %3 a field may have</source>
        <translation>字段 %1 有 %2 个字符，超过单个字段允许的 %3 个</translation>
    </message>
</context>
<context>
    <name>CatalogRepository</name>
    <message>
        <source>%1 row %2: %3</source>
        <translation>%1 第 %2 行：%3</translation>
    </message>
    <message>
        <source>the card %1 is not in the catalog; import or add the card first</source>
        <translation>目录中没有显卡 %1；请先导入或添加这张显卡</translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>无法开始事务：%1</translation>
    </message>
    <message>
        <source>cannot commit: %1</source>
        <translation>无法提交：%1</translation>
    </message>
    <message>
        <source>cannot record the catalog version</source>
        <translation>无法记录目录版本</translation>
    </message>
    <message>
        <source>the card %1 is not in the catalog</source>
        <translation>目录中没有显卡 %1</translation>
    </message>
    <message>
        <source>someone removed this price meanwhile; nothing was changed (the catalog now shows what is stored)</source>
        <translation>这条价格在此期间已被他人删除；未作任何改动（目录现在显示已存储的内容）</translation>
    </message>
    <message>
        <source>someone else</source>
        <translation>其他人</translation>
    </message>
    <message>
        <source>%1 changed this price meanwhile (it is now %2 %3, seen %4); your change was not saved so theirs is not lost. The catalog now shows what is stored: check it and edit again.</source>
        <extracomment>%1 who changed the price (a database user name), %2 amount, %3 currency, %4 date.</extracomment>
        <translation>%1 在此期间修改了这条价格（现为 %2 %3，记录于 %4）；为免覆盖对方的修改，你的改动未保存。目录现在显示已存储的内容：请核对后重新编辑。</translation>
    </message>
    <message>
        <source>a feed named %1 exists already</source>
        <translation>已有名为 %1 的订阅源</translation>
    </message>
    <message>
        <source>there is no feed named %1</source>
        <translation>没有名为 %1 的订阅源</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>CatalogSession</name>
    <message>
        <source>the catalog is not open yet; nothing was stored</source>
        <translation>目录尚未打开；未保存任何内容</translation>
    </message>
    <message>
        <source>the database file is not in use this session (see the message at start-up), so nothing would be kept; nothing was stored</source>
        <translation>本次会话未使用数据库文件（见启动时的提示），写入的内容不会保留；未保存任何内容</translation>
    </message>
    <message>
        <source>this catalog is read-only for you (see the message at start-up); nothing was stored</source>
        <translation>此目录对你是只读的（见启动时的提示）；未保存任何内容</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>List the cards of the catalog.</source>
        <translation>列出目录中的显卡。</translation>
    </message>
    <message>
        <source>Only this vendor (NVIDIA, AMD, Intel).</source>
        <translation>只看这个厂商（NVIDIA、AMD、Intel）。</translation>
    </message>
    <message>
        <source>vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>At most this price (in --currency); cards without a price are left out.</source>
        <translation>价格不超过此值（按 --currency 币种）；没有价格的显卡不列出。</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>CNY or USD (default: the settings&apos; currency, CNY).</source>
        <translation>CNY 或 USD（默认：设置中的币种，CNY）。</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>condition</source>
        <translation>成色</translation>
    </message>
    <message>
        <source>Only cards whose name contains these words (literal text).</source>
        <translation>只看名称包含这些词的显卡（按原文匹配）。</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>table (default), csv or json.</source>
        <translation>table（默认）、csv 或 json。</translation>
    </message>
    <message>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>list takes no arguments; did you mean --search &quot;%1&quot;?</source>
        <translation>list 不接受参数；你是想用 --search &quot;%1&quot; 吗？</translation>
    </message>
    <message>
        <source>--condition must be new, used or any, not &quot;%1&quot;</source>
        <translation>--condition 必须是 new、used 或 any，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>FP32 TFLOPS</source>
        <translation>FP32 TFLOPS</translation>
    </message>
    <message>
        <source>Tensor FP16</source>
        <translation>Tensor FP16</translation>
    </message>
    <message>
        <source>TDP W</source>
        <translation>功耗 W</translation>
    </message>
    <message>
        <source>Price %1</source>
        <translation>价格 %1</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>Show one card: every field with its unit and source, its prices and its benchmark results.</source>
        <translation>显示一张显卡：每项参数及其单位和来源、价格和跑分结果。</translation>
    </message>
    <message>
        <source>The card, e.g. &quot;RTX 3060 12 GB&quot;.</source>
        <translation>显卡，例如 &quot;RTX 3060 12 GB&quot;。</translation>
    </message>
    <message>
        <source>show needs the name of a card, e.g. gpu-advisor show &quot;RTX 3060 12 GB&quot;</source>
        <translation>show 需要显卡名称，例如 gpu-advisor show &quot;RTX 3060 12 GB&quot;</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Prices (%1)</source>
        <translation>价格（%1）</translation>
    </message>
    <message>
        <source>Benchmark results (%1)</source>
        <translation>跑分结果（%1）</translation>
    </message>
    <message>
        <source>List the cards of the catalog, filtered</source>
        <translation>列出目录中的显卡（可筛选）</translation>
    </message>
    <message>
        <source>Show every field, price and benchmark of one card</source>
        <translation>显示一张显卡的所有参数、价格和跑分</translation>
    </message>
    <message>
        <source>Rank the cards for a workload and budget, with reasons</source>
        <translation>按任务和预算为显卡排名，并给出理由</translation>
    </message>
    <message>
        <source>Import cards, prices, benchmarks or cloud offerings (CSV or JSON)</source>
        <translation>导入显卡、价格、跑分或云服务（CSV 或 JSON）</translation>
    </message>
    <message>
        <source>Export the catalog or your own rows as CSV or JSON</source>
        <translation>把目录或你自己的数据导出为 CSV 或 JSON</translation>
    </message>
    <message>
        <source>Show the performance model fitted to the measured results</source>
        <translation>显示根据实测结果拟合的性能模型</translation>
    </message>
    <message>
        <source>Write the recommendation report as a PDF</source>
        <translation>生成 PDF 推荐报告</translation>
    </message>
    <message>
        <source>Usage: gpu-advisor [--db PATH] [--lang zh_CN|en] [COMMAND] [options]

GPU Advisor helps you choose a GPU for deep learning. Without a command it opens the window.

Commands:
</source>
        <translation>用法：gpu-advisor [--db PATH] [--lang zh_CN|en] [COMMAND] [options]

显卡参谋帮你挑选深度学习用的显卡。不带命令时打开图形界面。

命令：
</translation>
    </message>
    <message>
        <source>gpu-advisor: unknown command &quot;%1&quot;</source>
        <translation>gpu-advisor：未知命令 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Language: zh_CN or en.</source>
        <translation>语言：zh_CN 或 en。</translation>
    </message>
    <message>
        <source>language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>--lang must be zh_CN or en, not &quot;%1&quot;</source>
        <translation>--lang 必须是 zh_CN 或 en，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Run &apos;gpu-advisor --help&apos; for usage.</source>
        <translation>运行 &apos;gpu-advisor --help&apos; 查看用法。</translation>
    </message>
    <message>
        <source>cannot read the catalog from %1: %2</source>
        <translation>无法从 %1 读取目录：%2</translation>
    </message>
    <message>
        <source>--format must be table, csv or json, not &quot;%1&quot;</source>
        <translation>--format 必须是 table、csv 或 json，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--currency must be CNY or USD, not &quot;%1&quot;</source>
        <translation>--currency 必须是 CNY 或 USD，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--%1 must be a number of 0 or more, not &quot;%2&quot;</source>
        <translation>--%1 必须是大于等于 0 的数，而不是 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; matches %2 cards; name one of them exactly:
%3</source>
        <translation>&quot;%1&quot; 匹配到 %2 张显卡；请准确指定其中一张：
%3</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>At least this much memory per GPU, GB.</source>
        <translation>每块 GPU 显存至少这么多，单位 GB。</translation>
    </message>
    <message>
        <source>At most this board power, W.</source>
        <translation>功耗不超过此值，单位 W。</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>form</source>
        <translation>形态</translation>
    </message>
    <message>
        <source>Cost of the rest of the system, for whole-system performance per price.</source>
        <translation>整机其余部分的成本，用于计算整机性价比。</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Electricity price per kWh in --currency, for the cost of ownership.</source>
        <translation>每千瓦时电价（按 --currency 币种），用于计算拥有成本。</translation>
    </message>
    <message>
        <source>price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Hours of use per day (default 8).</source>
        <translation>每天使用小时数（默认 8）。</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Years of ownership (default 3).</source>
        <translation>使用年限（默认 3）。</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>LLM size in billions of parameters for llm-inference (default 7).</source>
        <translation>llm-inference 的模型规模，单位十亿参数（默认 7）。</translation>
    </message>
    <message>
        <source>billions</source>
        <translation>十亿</translation>
    </message>
    <message>
        <source>Reference card for relative performance (default: RTX 3060 12 GB).</source>
        <translation>相对性能的参考卡（默认：RTX 3060 12 GB）。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>--workload is required: cnn, transformer, rnn or llm-inference</source>
        <translation>必须指定 --workload：cnn、transformer、rnn 或 llm-inference</translation>
    </message>
    <message>
        <source>--workload must be cnn, transformer, rnn or llm-inference, not &quot;%1&quot;</source>
        <translation>--workload 必须是 cnn、transformer、rnn 或 llm-inference，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--precision must be fp32, fp16, bf16, int8 or int4, not &quot;%1&quot;</source>
        <translation>--precision 必须是 fp32、fp16、bf16、int8 或 int4，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--hours-per-day must be between 0 and 24</source>
        <translation>--hours-per-day 必须在 0 到 24 之间</translation>
    </message>
    <message>
        <source>--exchange-rate and --llm-size must be greater than zero</source>
        <translation>--exchange-rate 和 --llm-size 必须大于零</translation>
    </message>
    <message>
        <source>Show only the first N rows.</source>
        <translation>只显示前 N 行。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>rank takes no arguments besides its options</source>
        <translation>rank 除选项外不接受参数</translation>
    </message>
    <message>
        <source>--top must be a whole number of 1 or more</source>
        <translation>--top 必须是大于等于 1 的整数</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Rel. perf.</source>
        <translation>相对性能</translation>
    </message>
    <message>
        <source>Perf/1k %1</source>
        <translation>每千 %1 性能</translation>
    </message>
    <message>
        <source>Perf/kW</source>
        <translation>每千瓦性能</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>budget %1 %2</source>
        <translation>预算 %1 %2</translation>
    </message>
    <message>
        <source>Relative performance: 1.00 = %1.</source>
        <translation>相对性能：1.00 = %1。</translation>
    </message>
    <message>
        <source>Best overall</source>
        <translation>综合最佳</translation>
    </message>
    <message>
        <source>Best value</source>
        <translation>性价比最佳</translation>
    </message>
    <message>
        <source>Most memory per price</source>
        <translation>每元显存最多</translation>
    </message>
    <message>
        <source>Think twice:</source>
        <translation>请三思：</translation>
    </message>
    <message>
        <source>Print the performance model&apos;s parameters fitted to the catalog&apos;s measured results.</source>
        <translation>打印根据目录实测结果拟合的性能模型参数。</translation>
    </message>
    <message>
        <source>Write the recommendation report as a PDF: the request, the recommended cards with their reasons and figures, a cost-efficiency chart, a comparison table, warnings, and the date and source of every price and benchmark.</source>
        <translation>生成 PDF 推荐报告：需求、推荐的显卡及其理由和数据、性价比图表、对比表、注意事项，以及每个价格和跑分的日期与来源。</translation>
    </message>
    <message>
        <source>Also compare this card (may be repeated), e.g. &quot;RTX 3090&quot;.</source>
        <translation>同时对比这张显卡（可重复），例如 &quot;RTX 3090&quot;。</translation>
    </message>
    <message>
        <source>A4 (default) or Letter.</source>
        <translation>A4（默认）或 Letter。</translation>
    </message>
    <message>
        <source>size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>要写入的 PDF 文件。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>report takes no arguments besides its options</source>
        <translation>report 除选项外不接受参数</translation>
    </message>
    <message>
        <source>--out FILE.pdf is required</source>
        <translation>必须指定 --out FILE.pdf</translation>
    </message>
    <message>
        <source>--page-size must be A4 or Letter, not &quot;%1&quot;</source>
        <translation>--page-size 必须是 A4 或 Letter，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the report needs fonts: run it from gpu-advisor, which starts the offscreen graphics platform</source>
        <translation>报告需要字体：请通过 gpu-advisor 运行，它会启动离屏图形平台</translation>
    </message>
    <message>
        <source>Wrote %1 (pages: %2).</source>
        <translation>已写入 %1（共 %2 页）。</translation>
    </message>
    <message>
        <source>Import CSV or JSON files into your catalog as your own rows. All files are read and checked first; if any row is wrong, nothing is stored and every problem is listed with its file, line and field.</source>
        <translation>把 CSV 或 JSON 文件作为你自己的数据导入目录。先读取并检查所有文件；只要有一行有误，就不保存任何数据，并列出每个问题所在的文件、行和字段。</translation>
    </message>
    <message>
        <source>CSV or JSON files (cards first if a file refers to new cards).</source>
        <translation>CSV 或 JSON 文件（如果文件引用了新显卡，先导入显卡）。</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>auto (default), utf-8 or gb18030.</source>
        <translation>auto（默认）、utf-8 或 gb18030。</translation>
    </message>
    <message>
        <source>encoding</source>
        <translation>编码</translation>
    </message>
    <message>
        <source>Check the files and report, but store nothing.</source>
        <translation>检查文件并报告，但不保存任何数据。</translation>
    </message>
    <message>
        <source>import needs at least one file</source>
        <translation>import 至少需要一个文件</translation>
    </message>
    <message>
        <source>--encoding must be auto, utf-8 or gb18030</source>
        <translation>--encoding 必须是 auto、utf-8 或 gb18030</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found; nothing was imported.</source>
        <translation>
            <numerusform>发现 %n 个问题；未导入任何数据。</numerusform>
        </translation>
    </message>
    <message>
        <source>Checked: %1 cards, %2 prices, %3 benchmark results, %4 cloud offerings; nothing stored (--dry-run).</source>
        <translation>已检查：%1 张显卡、%2 条价格、%3 条跑分结果、%4 条云服务；未保存任何数据（--dry-run）。</translation>
    </message>
    <message>
        <source>the database is read-only; nothing was imported</source>
        <translation>数据库是只读的；未导入任何数据</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>未导入任何数据。</translation>
    </message>
    <message>
        <source>Export catalog rows as CSV or JSON (the import format; export then import is lossless).</source>
        <translation>把目录数据导出为 CSV 或 JSON（与导入格式相同；导出后再导入不会丢失信息）。</translation>
    </message>
    <message>
        <source>csv (default) or json.</source>
        <translation>csv（默认）或 json。</translation>
    </message>
    <message>
        <source>user (your own rows), builtin, or all (default).</source>
        <translation>user（你自己的数据）、builtin 或 all（默认）。</translation>
    </message>
    <message>
        <source>origin</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Write to this file (atomically) instead of standard output.</source>
        <translation>写入此文件（原子写入），而不是标准输出。</translation>
    </message>
    <message>
        <source>--format must be csv or json</source>
        <translation>--format 必须是 csv 或 json</translation>
    </message>
    <message>
        <source>--kind all needs --format json (CSV holds one kind per file)</source>
        <translation>--kind all 需要 --format json（CSV 每个文件只能放一种数据）</translation>
    </message>
    <message>
        <source>--origin must be user, builtin or all</source>
        <translation>--origin 必须是 user、builtin 或 all</translation>
    </message>
    <message>
        <source>Run &apos;gpu-advisor %1 --help&apos; for usage.</source>
        <translation>运行 &apos;gpu-advisor %1 --help&apos; 查看用法。</translation>
    </message>
    <message>
        <source>%1 is a folder; --db needs the path of a database file, e.g. %2</source>
        <translation>%1 是一个文件夹；--db 需要数据库文件的路径，例如 %2</translation>
    </message>
    <message>
        <source>the report is a PDF: give --out a file name ending in .pdf, not &quot;%1&quot;</source>
        <translation>报告是 PDF 文件：--out 的文件名须以 .pdf 结尾，而不是“%1”</translation>
    </message>
    <message>
        <source>fp32, fp16 (default), bf16, int8 or int4 (LLM inference only).</source>
        <translation>fp32、fp16（默认）、bf16、int8 或 int4（仅用于大模型推理）。</translation>
    </message>
    <message>
        <source>Maximum price of the card, in --currency (0 = no budget).</source>
        <translation>显卡的最高价格，以 --currency 为单位（0 = 不限预算）。</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n row(s)).</source>
        <translation>
            <numerusform>已写入 %1（%n 行）。</numerusform>
        </translation>
    </message>
    <message>
        <source>the database file is not in use (see above), so nothing would be kept; nothing was imported</source>
        <translation>本次没有使用数据库文件（见上文），导入的内容不会被保存；未导入任何数据</translation>
    </message>
    <message>
        <source>Show the version of the program and of its built-in catalog.</source>
        <translation>显示程序及其内置目录的版本。</translation>
    </message>
    <message>
        <source>Price of new or used cards: any (default: the lower of the two), new or used.</source>
        <translation>全新或二手显卡的价格：any（默认：取两者中较低者）、new 或 used。</translation>
    </message>
    <message>
        <source>Compare cards side by side: specs, prices and scores</source>
        <translation>并排比较显卡：规格、价格和得分</translation>
    </message>
    <message>
        <source>List the best cards for a request whose price is missing, old or estimated</source>
        <translation>针对某个需求，列出价格缺失、过时或仅为估算的最佳显卡</translation>
    </message>
    <message>
        <source>Add prices from a list pasted from a shop page, a spreadsheet or a chat</source>
        <translation>从商店页面、电子表格或聊天中粘贴的列表添加价格</translation>
    </message>
    <message>
        <source>Will a model fit (inference, LoRA, QLoRA, full fine-tuning), on what</source>
        <translation>模型能否装下（推理、LoRA、QLoRA、全量微调），需要什么显卡</translation>
    </message>
    <message>
        <source>List the model catalog (LLMs and others)</source>
        <translation>列出模型目录（LLM 及其他）</translation>
    </message>
    <message>
        <source>List the GPUs of this computer or of a saved report, matched to the catalog</source>
        <translation>列出本机或已保存报告中的 GPU，并与目录匹配</translation>
    </message>
    <message>
        <source>the folder of --db %1 does not exist; check the path, or create the folder first</source>
        <translation>--db %1 所在的文件夹不存在；请检查路径，或先创建该文件夹</translation>
    </message>
    <message>
        <source>--%1 &quot;%2&quot; is in %3, but the currency is %4 (--currency)</source>
        <translation>--%1 &quot;%2&quot; 的币种是 %3，但当前币种是 %4（--currency）</translation>
    </message>
    <message>
        <source>no card of the catalog matches &quot;%1&quot;; &apos;gpu-advisor list --search TEXT&apos; lists cards by a word of their name</source>
        <translation>目录中没有与 &quot;%1&quot; 匹配的显卡；&apos;gpu-advisor list --search TEXT&apos; 可按名称中的词列出显卡</translation>
    </message>
    <message>
        <source>no card of the catalog matches &quot;%1&quot;; the closest are:
%2</source>
        <translation>目录中没有与 &quot;%1&quot; 匹配的显卡；最接近的是：
%2</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation>价格依据</translation>
    </message>
    <message>
        <source>Compare cards side by side: one column per card, in the order given, with every spec field and the ranking&apos;s scores. Without --workload the scores of every workload are shown, their field names ending in the workload (relative_performance_cnn …); with it, named as the columns of rank.</source>
        <translation>并排比较显卡：每张卡一列，按给定顺序排列，包含所有规格字段和排名得分。不带 --workload 时显示所有任务的得分，字段名以任务名结尾（relative_performance_cnn …）；带上时，字段名与 rank 的列名相同。</translation>
    </message>
    <message>
        <source>Two or more card names, e.g. &quot;RTX 4090&quot; &quot;RTX 3090&quot;.</source>
        <translation>两个或更多显卡名称，例如 &quot;RTX 4090&quot; &quot;RTX 3090&quot;。</translation>
    </message>
    <message>
        <source>Scores for this workload only: cnn, transformer, rnn or llm-inference (default: all).</source>
        <translation>只显示此任务的得分：cnn、transformer、rnn 或 llm-inference（默认：全部）。</translation>
    </message>
    <message>
        <source>compare needs two or more card names, e.g. gpu-advisor compare &quot;RTX 4090&quot; &quot;RTX 3090&quot;</source>
        <translation>compare 需要两个或更多显卡名称，例如 gpu-advisor compare &quot;RTX 4090&quot; &quot;RTX 3090&quot;</translation>
    </message>
    <message>
        <source>--llm-size must be greater than zero</source>
        <translation>--llm-size 必须大于零</translation>
    </message>
    <message>
        <source>--llm-size applies to --workload llm-inference only: a %1 workload has no model size</source>
        <translation>--llm-size 仅适用于 --workload llm-inference：%1 任务没有模型大小</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Reference card</source>
        <translation>参考卡</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Relative performance: 1.00 = %1; score: the ranking&apos;s key, the relative performance of a card that can be scored.</source>
        <translation>相对性能：1.00 = %1；得分：排名依据，即可评分显卡的相对性能。</translation>
    </message>
    <message>
        <source>Sources and notes: gpu-advisor show NAME; every field: --format csv or json.</source>
        <translation>来源和备注：gpu-advisor show NAME；全部字段：--format csv 或 json。</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>No GPU found on this computer: no NVIDIA card answered through NVML or nvidia-smi, no AMD card through rocm-smi or /sys/class/drm, no Intel card through /sys/class/drm. If it has one, its driver may be missing. To check a server, save &apos;nvidia-smi -q -x&apos; there and run &apos;gpu-advisor detect --from FILE&apos;.</source>
        <translation>本机未找到 GPU：没有 NVIDIA 显卡通过 NVML 或 nvidia-smi 响应，没有 AMD 显卡通过 rocm-smi 或 /sys/class/drm 响应，也没有 Intel 显卡通过 /sys/class/drm 响应。如果本机确有显卡，可能是缺少驱动。要检查服务器，请在服务器上保存 &apos;nvidia-smi -q -x&apos; 的输出，再运行 &apos;gpu-advisor detect --from FILE&apos;。</translation>
    </message>
    <message>
        <source>List the GPUs of this computer (NVML, nvidia-smi, rocm-smi, sysfs) or of a saved report, and the catalog card each one is. Nothing leaves the machine.</source>
        <translation>列出本机（NVML、nvidia-smi、rocm-smi、sysfs）或已保存报告中的 GPU，以及每块 GPU 对应的目录显卡。任何数据都不会离开本机。</translation>
    </message>
    <message>
        <source>Read a saved report instead: nvidia-smi -q -x, nvidia-smi --query-gpu=… --format=csv, nvidia-smi -L, or rocm-smi --showproductname --showmeminfo vram --json.</source>
        <translation>改为读取已保存的报告：nvidia-smi -q -x、nvidia-smi --query-gpu=… --format=csv、nvidia-smi -L，或 rocm-smi --showproductname --showmeminfo vram --json。</translation>
    </message>
    <message>
        <source>detect takes no arguments besides its options</source>
        <translation>detect 除选项外不接受参数</translation>
    </message>
    <message>
        <source>Reported name</source>
        <translation>上报名称</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>Power limit W</source>
        <translation>功耗上限 W</translation>
    </message>
    <message>
        <source>CC</source>
        <translation>CC</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>驱动</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>匹配</translation>
    </message>
    <message>
        <source>GPU %1 (%2) is not in the catalog; the closest: %3.</source>
        <translation>GPU %1（%2）不在目录中；最接近的：%3。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>GPU %1 (%2) is not in the catalog and resembles none of its cards.</source>
        <translation>GPU %1（%2）不在目录中，也与目录中的任何显卡都不相似。</translation>
    </message>
    <message>
        <source>GPU %1 (%2) is not matched to one card; the closest: %3.</source>
        <translation>GPU %1（%2）未能匹配到唯一一张显卡；最接近的：%3。</translation>
    </message>
    <message>
        <source>Source: %1.</source>
        <translation>来源：%1。</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &quot;%4&quot;</source>
        <translation>--%1 必须是 %2 到 %3 之间的整数，而不是 &quot;%4&quot;</translation>
    </message>
    <message>
        <source>give --model NAME or --%1 BILLIONS, not both</source>
        <translation>请给出 --model NAME 或 --%1 BILLIONS，不能同时给出</translation>
    </message>
    <message>
        <source>no model matches &quot;%1&quot;; &apos;gpu-advisor models&apos; lists them, or give --%2 BILLIONS</source>
        <translation>没有与 &quot;%1&quot; 匹配的模型；&apos;gpu-advisor models&apos; 可列出所有模型，或者给出 --%2 BILLIONS</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one model; did you mean:
%2</source>
        <translation>&quot;%1&quot; 不止对应一个模型；你是指：
%2</translation>
    </message>
    <message>
        <source>fit needs --model NAME or --params BILLIONS (one of them); &apos;gpu-advisor models&apos; lists the models</source>
        <translation>fit 需要 --model NAME 或 --params BILLIONS（二者之一）；&apos;gpu-advisor models&apos; 可列出模型</translation>
    </message>
    <message>
        <source>--%1 must be a number of billions of parameters, not &quot;%2&quot;</source>
        <translation>--%1 必须是以十亿为单位的参数量，而不是 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>--method must be inference, full, lora or qlora, not &quot;%1&quot;</source>
        <translation>--method 必须是 inference、full、lora 或 qlora，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--method %1 is fine-tuning: use --workload llm-finetune</source>
        <translation>--method %1 属于微调：请使用 --workload llm-finetune</translation>
    </message>
    <message>
        <source>--workload llm-finetune takes --method full, lora or qlora</source>
        <translation>--workload llm-finetune 需配合 --method full、lora 或 qlora</translation>
    </message>
    <message>
        <source>give --precision or --quant, not both</source>
        <translation>请给出 --precision 或 --quant，不能同时给出</translation>
    </message>
    <message>
        <source>--%1 must be one of %2, not &quot;%3&quot;</source>
        <translation>--%1 必须是 %2 之一，而不是 &quot;%3&quot;</translation>
    </message>
    <message>
        <source>--precision/--quant apply to inference; full and LoRA fine-tuning train 16-bit weights, QLoRA a 4-bit base (use --method qlora)</source>
        <translation>--precision/--quant 适用于推理；全量微调和 LoRA 微调训练的是 16 位权重，QLoRA 则基于 4 位基座模型（请使用 --method qlora）</translation>
    </message>
    <message>
        <source>--kv-bits must be 16, 8 or 4</source>
        <translation>--kv-bits 必须是 16、8 或 4</translation>
    </message>
    <message>
        <source>--lora-rank, --no-checkpointing and --optimizer-8bit apply to fine-tuning (--method full, lora or qlora)</source>
        <translation>--lora-rank、--no-checkpointing 和 --optimizer-8bit 适用于微调（--method full、lora 或 qlora）</translation>
    </message>
    <message>
        <source>The model, as &apos;gpu-advisor models&apos; lists it, e.g. &quot;Llama 3.1 8B&quot;.</source>
        <translation>模型名称，与 &apos;gpu-advisor models&apos; 列出的一致，例如 &quot;Llama 3.1 8B&quot;。</translation>
    </message>
    <message>
        <source>Or only its size in billions of parameters (e.g. 7, 32B).</source>
        <translation>或者只给出参数量，单位为十亿（例如 7、32B）。</translation>
    </message>
    <message>
        <source>inference (default), full (full fine-tuning with AdamW), lora or qlora.</source>
        <translation>inference（默认）、full（使用 AdamW 全量微调）、lora 或 qlora。</translation>
    </message>
    <message>
        <source>method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Weights in a quantised format instead: q8_0, q6_k, q5_k_m, q4_k_m, q4_0, q3_k_m, q2_k (GGUF), int4/awq/gptq, nf4.</source>
        <translation>改用量化格式的权重：q8_0、q6_k、q5_k_m、q4_k_m、q4_0、q3_k_m、q2_k（GGUF）、int4/awq/gptq、nf4。</translation>
    </message>
    <message>
        <source>Context (inference) or sequence length (training), tokens (default 4096).</source>
        <translation>上下文长度（推理）或序列长度（训练），单位 tokens（默认 4096）。</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <source>Sequences at once, per GPU (default 1).</source>
        <translation>每块 GPU 同时处理的序列数（默认 1）。</translation>
    </message>
    <message>
        <source>Bits per KV-cache value: 16 (default), 8 or 4.</source>
        <translation>每个 KV 缓存值的位数：16（默认）、8 或 4。</translation>
    </message>
    <message>
        <source>bits</source>
        <translation>位数</translation>
    </message>
    <message>
        <source>Rank of the LoRA adapters (default 16).</source>
        <translation>LoRA 适配器的秩（默认 16）。</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>秩</translation>
    </message>
    <message>
        <source>Training without gradient checkpointing (keeps every activation).</source>
        <translation>训练时不使用梯度检查点（保留全部激活值）。</translation>
    </message>
    <message>
        <source>AdamW with 8-bit states (bitsandbytes).</source>
        <translation>使用 8 位状态的 AdamW（bitsandbytes）。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>能否装下</translation>
    </message>
    <message>
        <source>Needs GB</source>
        <translation>需要 GB</translation>
    </message>
    <message>
        <source>Has GB</source>
        <translation>可用 GB</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Activ.</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>Grads</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optim.</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>额外开销</translation>
    </message>
    <message>
        <source>Max ctx</source>
        <translation>最大上下文</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Max batch</source>
        <translation>最大批大小</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>每 GPU</translation>
    </message>
    <message>
        <source>Cur.</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Cond.</source>
        <translation>成色</translation>
    </message>
    <message>
        <source>Caveats</source>
        <translation>注意事项</translation>
    </message>
    <message>
        <source>%1, inference, weights %2, context %3, batch %4</source>
        <translation>%1，推理，权重 %2，上下文 %3，批大小 %4</translation>
    </message>
    <message>
        <source>%1, %2 fine-tuning, sequence %3, batch %4 per GPU</source>
        <translation>%1，%2 微调，序列长度 %3，每 GPU 批大小 %4</translation>
    </message>
    <message>
        <source>No card or configuration fits within these limits (check --budget, --max-gpus, --min-tokens-per-s).</source>
        <translation>在这些限制内没有能装下的显卡或配置（请检查 --budget、--max-gpus、--min-tokens-per-s）。</translation>
    </message>
    <message>
        <source>No card matches (check --budget and --currency).</source>
        <translation>没有匹配的显卡（请检查 --budget 和 --currency）。</translation>
    </message>
    <message>
        <source>Caveats:</source>
        <translation>注意事项：</translation>
    </message>
    <message>
        <source>Will a model fit, for inference or fine-tuning, and on which cards: the memory it needs with its breakdown (weights, KV cache, activations, gradients, optimizer states, overhead), the largest context and batch that fit, and the estimated tokens/s. With --card, the verdict for that card (times --gpus); without, every card and configuration of 1, 2, 4 and 8 GPUs up to --gpus, those that fit first, cheapest first.</source>
        <translation>模型能否装下（推理或微调）、能装在哪些显卡上：所需显存及其明细（权重、KV 缓存、激活值、梯度、优化器状态、额外开销），能装下的最大上下文和批大小，以及估算的 tokens/s。带 --card 时，给出该显卡（乘以 --gpus 张）的结论；不带时，列出每张显卡以及 1、2、4、8 块 GPU（最多 --gpus 块）的所有配置，能装下的在前，价格低的在前。</translation>
    </message>
    <message>
        <source>Weights: fp32, fp16 (default), bf16, fp8, int8 or int4.</source>
        <translation>权重：fp32、fp16（默认）、bf16、fp8、int8 或 int4。</translation>
    </message>
    <message>
        <source>With --card: that many cards; without: configurations up to this many (default 1).</source>
        <translation>带 --card 时：卡的数量；不带时：配置最多包含这么多张卡（默认 1）。</translation>
    </message>
    <message>
        <source>Only this card, e.g. &quot;RTX 3090&quot;.</source>
        <translation>只看这张显卡，例如 &quot;RTX 3090&quot;。</translation>
    </message>
    <message>
        <source>Without --card: only configurations whose cards cost at most this much, in --currency.</source>
        <translation>不带 --card 时：只看显卡总价不超过此值的配置，币种按 --currency。</translation>
    </message>
    <message>
        <source>order</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>fit takes no arguments besides its options; did you mean --model &quot;%1&quot;?</source>
        <translation>fit 除选项外不接受参数；你是想用 --model &quot;%1&quot; 吗？</translation>
    </message>
    <message>
        <source>With --model: also configurations of 2, 4 or 8 cards, up to N (default 1).</source>
        <translation>带 --model 时：也考虑 2、4 或 8 张卡的配置，最多 N 张（默认 1）。</translation>
    </message>
    <message>
        <source>With --model, for inference: only configurations that generate at least this many tokens/s.</source>
        <translation>带 --model 且用于推理时：只看生成速度至少达到此 tokens/s 的配置。</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>--model, --method, --quant, --context, --batch, --max-gpus, --min-tokens-per-s and --sort apply to --workload llm-inference or llm-finetune</source>
        <translation>--model、--method、--quant、--context、--batch、--max-gpus、--min-tokens-per-s 和 --sort 适用于 --workload llm-inference 或 llm-finetune</translation>
    </message>
    <message>
        <source>--min-tokens-per-s applies to --workload llm-inference</source>
        <translation>--min-tokens-per-s 适用于 --workload llm-inference</translation>
    </message>
    <message>
        <source>With --model: configurations of up to N cards (default 1).</source>
        <translation>带 --model 时：最多 N 张卡的配置（默认 1）。</translation>
    </message>
    <message>
        <source>--%1 goes with --model NAME (or --params BILLIONS)</source>
        <translation>--%1 需配合 --model NAME（或 --params BILLIONS）使用</translation>
    </message>
    <message>
        <source>List the model catalog: parameters, architecture and the source of every figure.</source>
        <translation>列出模型目录：参数量、架构以及每项数据的来源。</translation>
    </message>
    <message>
        <source>Only models whose name contains this text.</source>
        <translation>只看名称包含此文本的模型。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Params (B)</source>
        <translation>参数量 (B)</translation>
    </message>
    <message>
        <source>Active (B)</source>
        <translation>激活参数 (B)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>Max context</source>
        <translation>最大上下文</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>gpu-advisor: upgrading from GPU %1 (%2); name another card with --upgrade-from NAME</source>
        <translation>gpu-advisor：从 GPU %1（%2）升级；如需指定其他显卡，请使用 --upgrade-from NAME</translation>
    </message>
    <message>
        <source>the GPU found (%1) is not a card of the catalog; name the closest with --upgrade-from NAME (&apos;gpu-advisor detect&apos; lists them)</source>
        <translation>检测到的 GPU（%1）不是目录中的显卡；请用 --upgrade-from NAME 指定最接近的一张（&apos;gpu-advisor detect&apos; 会列出它们）</translation>
    </message>
    <message>
        <source>cnn, transformer, rnn or llm-inference (rank: also llm-finetune, with --model).</source>
        <translation>cnn、transformer、rnn 或 llm-inference（rank 还支持 llm-finetune，需配合 --model）。</translation>
    </message>
    <message>
        <source>Prices of new or used cards: any (each card at its best current price, new or used), new or used. Default: the window&apos;s choice, any unless changed.</source>
        <translation>全新或二手显卡的价格：any（每张卡取其当前最优价格，全新或二手均可）、new 或 used。默认：窗口中的选择，未更改时为 any。</translation>
    </message>
    <message>
        <source>Software support to accept: current (today&apos;s default builds; the default, from the settings) or legacy (also cards that only an older toolkit build runs, e.g. PyTorch&apos;s CUDA 12.6 builds).</source>
        <translation>可接受的软件支持：current（当前的默认构建版本；默认值，取自设置）或 legacy（还包括只有旧版工具链构建才能运行的显卡，例如 PyTorch 的 CUDA 12.6 构建）。</translation>
    </message>
    <message>
        <source>support</source>
        <translation>支持</translation>
    </message>
    <message>
        <source>--llm-size applies to --workload llm-inference only: %1 has no model size to set</source>
        <translation>--llm-size 仅适用于 --workload llm-inference：%1 没有可设置的模型大小</translation>
    </message>
    <message>
        <source>--software must be current or legacy, not &quot;%1&quot;</source>
        <translation>--software 必须是 current 或 legacy，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Rank the cards by their gain over your card: its name, or &apos;detected&apos; for this computer&apos;s GPU.</source>
        <translation>按相对你的显卡的提升为显卡排名：填写你的显卡名称，或填 &apos;detected&apos; 表示本机的 GPU。</translation>
    </message>
    <message>
        <source>With --upgrade-from: count the upgrade&apos;s cost net of selling your card at its used price.</source>
        <translation>带 --upgrade-from 时：计算升级成本时扣除按二手价卖掉你的显卡的收入。</translation>
    </message>
    <message>
        <source>--upgrade-from ranks single cards; it does not go with --model or --workload llm-finetune</source>
        <translation>--upgrade-from 按单卡排名；不能与 --model 或 --workload llm-finetune 同时使用</translation>
    </message>
    <message>
        <source>--sell-old goes with --upgrade-from</source>
        <translation>--sell-old 需配合 --upgrade-from 使用</translation>
    </message>
    <message>
        <source>gpu-advisor: the catalog has no used price of %1; the upgrade is counted at the full price</source>
        <translation>gpu-advisor：目录中没有 %1 的二手价格；升级按全价计算</translation>
    </message>
    <message>
        <source>Not an upgrade over %1: %2.</source>
        <translation>相比 %1 不算升级：%2。</translation>
    </message>
    <message>
        <source>%1 × the performance of %2.</source>
        <translation>性能为 %2 的 %1 倍。</translation>
    </message>
    <message>
        <source>An upgrade: %1 cannot run this work.</source>
        <translation>属于升级：%1 无法运行此任务。</translation>
    </message>
    <message>
        <source>Gain ×</source>
        <translation>提升 ×</translation>
    </message>
    <message>
        <source>Gain/1k %1</source>
        <translation>提升/千 %1</translation>
    </message>
    <message>
        <source>Gain: relative performance over your card&apos;s (2.00 = twice as fast). Gain/1k: the gain above 1 per 1,000 %1 of the upgrade&apos;s cost.</source>
        <translation>提升：相对于你的显卡的性能（2.00 = 快一倍）。提升/千：升级费用中每 1,000 %1 带来的、超出 1 的那部分提升。</translation>
    </message>
    <message>
        <source>(used)</source>
        <translation>（二手）</translation>
    </message>
    <message>
        <source>Marked ? is an unverified estimate: no card of its vendor has a measured result to check the model against (estimate_low and estimate_high in --format csv give its likely range).</source>
        <translation>标 ? 的是未验证的估算：其厂商没有任何显卡有实测结果可用来校验模型（--format csv 中的 estimate_low 和 estimate_high 给出其可能范围）。</translation>
    </message>
    <message>
        <source>List the prices worth checking for a request: among the cards that do the work best, those without a price, with a price older than a year or with only a launch-price estimate. Enter today&apos;s prices with import-prices or in the window (Edit → Prices to check…).</source>
        <translation>列出某个请求值得核对的价格：在最适合该任务的显卡中，没有价格的、价格已超过一年的，或只有首发价估算的。可用 import-prices 或在窗口中（编辑 → 待核对价格…）录入今天的价格。</translation>
    </message>
    <message>
        <source>How many of the best cards to look at (default 20).</source>
        <translation>查看多少张最佳显卡（默认 20）。</translation>
    </message>
    <message>
        <source>prices-to-check takes no arguments besides its options</source>
        <translation>prices-to-check 除选项外不接受参数</translation>
    </message>
    <message>
        <source>--count must be a whole number of 1 or more</source>
        <translation>--count 必须是大于等于 1 的整数</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>成色</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Why check</source>
        <translation>核对原因</translation>
    </message>
    <message numerus="yes">
        <source>Every one of the %n best card(s) for this request has a current price.</source>
        <translation>
            <numerusform>此请求的 %n 张最佳显卡都有当前价格。</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter today&apos;s prices with `gpu-advisor import-prices FILE` (one line each, such as &quot;RTX 4090 1.45万&quot; or &quot;二手 3090 5500&quot;).</source>
        <translation>用 `gpu-advisor import-prices FILE` 录入今天的价格（每行一条，例如 &quot;RTX 4090 1.45万&quot; 或 &quot;二手 3090 5500&quot;）。</translation>
    </message>
    <message>
        <source>Judge the model out of sample instead: every measured card estimated with itself, then its architecture, left out of the fit, per result set, beside memory bandwidth alone and FP32 TFLOPS alone (Spearman&apos;s rank correlation and median absolute error; markdown also lists every card).</source>
        <translation>改为做样本外检验：对每个结果集，把每张实测显卡先单独、再连同其整个架构排除在拟合之外进行估算，并与仅用显存带宽、仅用 FP32 TFLOPS 的估算对比（Spearman 秩相关系数和绝对误差中位数；markdown 格式还会列出每张显卡）。</translation>
    </message>
    <message>
        <source>With --backtest: one row per measured card (its out-of-sample estimates) instead of one per result set.</source>
        <translation>配合 --backtest：每张实测显卡一行（其样本外估算），而不是每个结果集一行。</translation>
    </message>
    <message>
        <source>--format markdown is for --backtest</source>
        <translation>--format markdown 仅用于 --backtest</translation>
    </message>
    <message>
        <source>The card you have now: the report compares the recommendations with it (its name).</source>
        <translation>你现在的显卡：报告会把推荐结果与它比较（填写其名称）。</translation>
    </message>
    <message>
        <source>The currency of prices that name none (default: the settings&apos; currency, CNY).</source>
        <translation>未注明币种的价格所用的币种（默认：设置中的币种，CNY）。</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>Add your own prices from a list pasted from a shop page, a spreadsheet or a chat, one price a line: &quot;RTX 4070 SUPER 12G 4599元&quot;, &quot;二手 3090 5500&quot;, &quot;七彩虹 RTX 4060 Ti 16G 3299&quot;, &quot;4090 1.45万&quot;, &quot;￥12,999 RTX 4080 SUPER&quot;. Each line names a card (as `show` finds one), an amount (¥, ￥, 元, 万, w, RMB, CNY, $, USD) and, with 二手 or &quot;used&quot;, a used price; a board partner named on the line is kept as the seller. Every row is dated today. If any line is not understood, nothing is stored and every problem is listed.</source>
        <translation>从商店页面、电子表格或聊天中粘贴的列表添加你自己的价格，每行一条价格：&quot;RTX 4070 SUPER 12G 4599元&quot;、&quot;二手 3090 5500&quot;、&quot;七彩虹 RTX 4060 Ti 16G 3299&quot;、&quot;4090 1.45万&quot;、&quot;￥12,999 RTX 4080 SUPER&quot;。每行要指明一张显卡（按 `show` 的方式查找）和一个金额（¥、￥、元、万、w、RMB、CNY、$、USD），带有 二手 或 &quot;used&quot; 的则是二手价；行中提到的板卡厂商会记为卖家。每条记录的日期都是今天。只要有一行无法识别，就不保存任何内容，并列出所有问题。</translation>
    </message>
    <message>
        <source>Text file with the list (UTF-8); - reads standard input.</source>
        <translation>包含列表的文本文件（UTF-8）；- 表示读取标准输入。</translation>
    </message>
    <message>
        <source>Currency of amounts that name none: CNY or USD (default: the settings&apos; currency, CNY).</source>
        <translation>未注明币种的金额所用币种：CNY 或 USD（默认：设置中的币种，CNY）。</translation>
    </message>
    <message>
        <source>Show the rows the list gives (the preview), but store nothing.</source>
        <translation>显示列表解析出的行（预览），但不保存任何内容。</translation>
    </message>
    <message>
        <source>import-prices needs one file (- for standard input)</source>
        <translation>import-prices 需要一个文件（- 表示标准输入）</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>无法读取标准输入</translation>
    </message>
    <message>
        <source>%1: cannot read the file</source>
        <translation>%1：无法读取该文件</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>卖家</translation>
    </message>
    <message>
        <source>error: line %1: %2: %3</source>
        <translation>错误：第 %1 行：%2：%3</translation>
    </message>
    <message>
        <source>the list has no lines; nothing was imported</source>
        <translation>列表中没有任何行；未导入任何内容</translation>
    </message>
    <message numerus="yes">
        <source>Checked: %n price(s), dated %1; nothing stored (--dry-run).</source>
        <translation>
            <numerusform>已检查：%n 条价格，日期为 %1；未保存任何内容（--dry-run）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported: %1 prices added, dated %2; %3 duplicates skipped.</source>
        <translation>已导入：新增 %1 条价格，日期为 %2；跳过 %3 条重复项。</translation>
    </message>
    <message>
        <source>Usage: gpu-advisor %1 [options] %2</source>
        <translation>用法：gpu-advisor %1 [选项] %2</translation>
    </message>
    <message>
        <source>With --workload llm-finetune: lora (default), qlora or full (full fine-tuning with AdamW).</source>
        <translation>配合 --workload llm-finetune：lora（默认）、qlora 或 full（用 AdamW 全参数微调）。</translation>
    </message>
    <message>
        <source>Memory in GB as printed on cards (GiB); needs and breakdown for the whole configuration (docs/memory.md).</source>
        <translation>显存以显卡标称的 GB 计（实为 GiB）；需求及明细针对整个配置（见 docs/memory.md）。</translation>
    </message>
    <message>
        <source>Cards that only legacy software runs (older CUDA, PyTorch or ROCm builds) follow the others, however cheap.</source>
        <translation>只能用旧版软件（较旧的 CUDA、PyTorch 或 ROCm 版本）运行的显卡排在其他显卡之后，无论多便宜。</translation>
    </message>
    <message numerus="yes">
        <source>Checked: %n model(s); nothing stored (--dry-run).</source>
        <translation>
            <numerusform>已检查：%n 个模型；未保存任何内容（--dry-run）。</numerusform>
        </translation>
    </message>
    <message>
        <source>How CSV text is written: utf-8 (default), utf-8-bom or gb18030. Excel on Chinese Windows opens utf-8-bom and gb18030 files cleanly; import reads all three. JSON is always UTF-8.</source>
        <translation>CSV 文本的编码：utf-8（默认）、utf-8-bom 或 gb18030。中文 Windows 上的 Excel 能正确打开 utf-8-bom 和 gb18030 文件；导入三种都能读取。JSON 始终为 UTF-8。</translation>
    </message>
    <message>
        <source>--encoding must be utf-8, utf-8-bom or gb18030</source>
        <translation>--encoding 必须是 utf-8、utf-8-bom 或 gb18030</translation>
    </message>
    <message>
        <source>--encoding %1 is for CSV only: JSON is always written as UTF-8</source>
        <translation>--encoding %1 仅用于 CSV：JSON 始终以 UTF-8 写出</translation>
    </message>
    <message>
        <source>%1 at %2 needs %3 GB on one GPU.</source>
        <translation>%1 在 %2 下单块 GPU 需要 %3 GB。</translation>
    </message>
    <message>
        <source>4-bit weights need about a third of that: try --quant q4_k_m.</source>
        <translation>4 位权重约需其三分之一：试试 --quant q4_k_m。</translation>
    </message>
    <message>
        <source>used</source>
        <comment>condition</comment>
        <translation>二手</translation>
    </message>
    <message>
        <source>new</source>
        <comment>condition</comment>
        <translation>全新</translation>
    </message>
    <message>
        <source>Set up a shared catalog on a PostgreSQL server (init) or copy a catalog between a file and a server (copy)</source>
        <translation>在 PostgreSQL 服务器上建立共享目录（init），或在文件与服务器之间复制目录（copy）</translation>
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
        <translation>
全局选项：
  --db PATH|URL      使用此数据库文件代替默认文件，或使用共享目录：
                     postgresql://[user@]host[:port]/dbname
  --lang zh_CN|en    消息和表格的语言
  -h, --help         显示帮助（放在命令后：显示该命令的选项）
  -v, --version      显示版本

退出码：0 成功，1 错误，2 用法错误。
运行 &apos;gpu-advisor COMMAND --help&apos; 查看某个命令的选项。
</translation>
    </message>
    <message>
        <source>Use this database file, or the shared catalog at postgresql://[user@]host[:port]/dbname (password from ~/.pgpass or PGPASSWORD).</source>
        <translation>使用此数据库文件，或位于 postgresql://[user@]host[:port]/dbname 的共享目录（密码取自 ~/.pgpass 或 PGPASSWORD）。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张显卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s)</source>
        <translation>
            <numerusform>%n 条价格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark result(s)</source>
        <translation>
            <numerusform>%n 条基准测试结果</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cloud offering(s)</source>
        <translation>
            <numerusform>%n 个云服务</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n 个模型</numerusform>
        </translation>
    </message>
    <message>
        <source>Set up or move a catalog database.
  db init              give the database of --db the catalog&apos;s schema and the built-in catalog (a new, empty PostgreSQL database: postgresql://[user@]host[:port]/dbname); an existing catalog is upgraded if needed, never emptied.
  db copy --from A --to B   copy a whole catalog, the users&apos; own rows included, from A to B (each a database file or a postgresql:// URL), all or nothing.</source>
        <translation>建立或迁移目录数据库。
  db init              为 --db 指定的数据库建立目录架构并写入内置目录（新的空 PostgreSQL 数据库：postgresql://[user@]host[:port]/dbname）；已有目录按需升级，绝不清空。
  db copy --from A --to B   把整个目录（含用户自己的数据行）从 A 复制到 B（各为数据库文件或 postgresql:// 地址），要么全部成功，要么不做改动。</translation>
    </message>
    <message>
        <source>init or copy</source>
        <translation>init 或 copy</translation>
    </message>
    <message>
        <source>copy: the catalog to copy (file or URL).</source>
        <translation>copy：要复制的目录（文件或地址）。</translation>
    </message>
    <message>
        <source>database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>copy: where to copy it (file or URL); created if it does not exist.</source>
        <translation>copy：复制到哪里（文件或地址）；不存在则创建。</translation>
    </message>
    <message>
        <source>copy: replace a target that already holds users&apos; own rows (they are lost there; export them first).</source>
        <translation>copy：替换已有用户数据行的目标（目标中的这些行会丢失；请先导出）。</translation>
    </message>
    <message>
        <source>Created the catalog at %1 (schema %2): %3.</source>
        <translation>已在 %1 创建目录（架构版本 %2）：%3。</translation>
    </message>
    <message>
        <source>Upgraded the catalog at %1 from schema %2 to %3: %4.</source>
        <translation>已将 %1 的目录从架构版本 %2 升级到 %3：%4。</translation>
    </message>
    <message>
        <source>%1 already holds the catalog (schema %2): %3. Nothing to do.</source>
        <translation>%1 已有目录（架构版本 %2）：%3。无需操作。</translation>
    </message>
    <message>
        <source>db copy needs --from and --to</source>
        <translation>db copy 需要 --from 和 --to</translation>
    </message>
    <message>
        <source>%1 is not a database file</source>
        <translation>%1 不是数据库文件</translation>
    </message>
    <message>
        <source>--from and --to name the same database</source>
        <translation>--from 和 --to 指向同一个数据库</translation>
    </message>
    <message>
        <source>the folder of --to %1 does not exist</source>
        <translation>--to %1 所在的文件夹不存在</translation>
    </message>
    <message>
        <source>cannot copy from %1: %2</source>
        <translation>无法从 %1 复制：%2</translation>
    </message>
    <message>
        <source>cannot copy to %1: %2</source>
        <translation>无法复制到 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %n row(s) of its users&apos; own; copying would replace them. Export them first, then run again with --replace.</source>
        <translation>
            <numerusform>%1 已有 %n 行用户自己的数据；复制会替换它们。请先导出，再加 --replace 重新运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing was copied to %1: %2</source>
        <translation>未向 %1 复制任何内容：%2</translation>
    </message>
    <message numerus="yes">
        <source>Copied %1 from %2 to %3 (%n row(s) of the users&apos; own).</source>
        <translation>
            <numerusform>已将 %1 从 %2 复制到 %3（其中用户自己的数据 %n 行）。</numerusform>
        </translation>
    </message>
    <message>
        <source>db needs one action: init or copy</source>
        <translation>db 需要一个操作：init 或 copy</translation>
    </message>
    <message>
        <source>db init takes --db, not --from or --to</source>
        <translation>db init 使用 --db，而不是 --from 或 --to</translation>
    </message>
    <message>
        <source>db copy takes --from and --to, not --db</source>
        <translation>db copy 使用 --from 和 --to，而不是 --db</translation>
    </message>
    <message>
        <source>Prices of new or used cards: any (default; each card at its best current price, new or used), new or used.</source>
        <translation>全新或二手显卡的价格：any（默认；每张卡取其当前最优价格，全新或二手均可）、new 或 used。</translation>
    </message>
    <message>
        <source>Tokens/s marked ? are unverified estimates: no card of that vendor has a measured result to check the model against (estimate_low and estimate_high in --format csv give the likely range).</source>
        <translation>标有 ? 的 tokens/s 为未经验证的估计：该厂商没有任何显卡的实测结果可用来检验模型（--format csv 中的 estimate_low 和 estimate_high 给出可能范围）。</translation>
    </message>
    <message>
        <source>%1 of %2 cards. Prices marked ~ are approximate: launch prices converted at %3 CNY/USD, or prices seen in another currency, converted at the rate of their own date (--format csv: price_as_seen).</source>
        <translation>共 %2 张显卡，显示 %1 张。标 ~ 的价格为近似值：发布价按 %3 元/美元换算，或以其他币种观察到的价格按其当日汇率换算（--format csv 的 price_as_seen 列给出原价）。</translation>
    </message>
    <message>
        <source>Worth below</source>
        <translation>值得买的价</translation>
    </message>
    <message>
        <source>Prices marked ~ are approximate: launch prices converted at %1 CNY/USD, or prices seen in another currency, converted at the rate of their own date (price_as_seen in --format csv). Worth below: the price at which a card would match the best-value pick&apos;s performance per price.</source>
        <translation>标 ~ 的价格为近似值：发布价按 %1 元/美元换算，或以其他币种观察到的价格按其当日汇率换算（--format csv 的 price_as_seen 列给出原价）。“值得买的价”：显卡达到性价比之选同等性价比时的价格。</translation>
    </message>
    <message>
        <source>cards, prices, benchmarks, cloud, models or rates (default: detected from the header).</source>
        <translation>cards、prices、benchmarks、cloud、models 或 rates（默认：根据表头判断）。</translation>
    </message>
    <message>
        <source>--kind must be cards, prices, benchmarks, cloud, models or rates</source>
        <translation>--kind 必须是 cards、prices、benchmarks、cloud、models 或 rates</translation>
    </message>
    <message>
        <source>skipped: line %1: %2 (%3)</source>
        <translation>已跳过：第 %1 行：%2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>no line of the list is a price (%n line(s) skipped); nothing was imported</source>
        <translation>
            <numerusform>列表中没有一行是价格（跳过 %n 行）；未导入任何内容</numerusform>
        </translation>
    </message>
    <message>
        <source>cards, prices, benchmarks, cloud, models, rates (exchange rates to CNY), or all (JSON only). Default: cards.</source>
        <translation>cards、prices、benchmarks、cloud、models、rates（对人民币汇率），或 all（仅限 JSON）。默认：cards。</translation>
    </message>
    <message>
        <source>--kind must be cards, prices, benchmarks, cloud, models, rates or all</source>
        <translation>--kind 必须是 cards、prices、benchmarks、cloud、models、rates 或 all</translation>
    </message>
    <message>
        <source>Follow price sheets published at an HTTP(S) address: add, update, list, remove</source>
        <translation>订阅发布在 HTTP(S) 地址上的价格表：add 添加、update 更新、list 列出、remove 移除</translation>
    </message>
    <message>
        <source>Follow price sheets (or any import kind) published at an HTTP(S) address.
  feed add NAME URL [--kind K]   follow a sheet (CSV or JSON of an import kind, or a price list as text)
  feed update [NAME]             fetch every feed (or one) and import what changed; an unchanged sheet imports nothing
  feed list                      name, URL, kind, last checked, last changed, rows
  feed remove NAME --keep-rows|--remove-rows   stop following it; keep its rows as your own or remove them
A failed update (offline, 404, timeout, a malformed sheet) names the feed and the reason, exits 1 and changes nothing.</source>
        <translation>订阅发布在 HTTP(S) 地址上的价格表（或任何导入类型的数据）。
  feed add 名称 URL [--kind 类型]   订阅一个表（某种导入类型的 CSV 或 JSON，或文本形式的报价单）
  feed update [名称]               获取所有（或一个）订阅源并导入有变化的内容；未变化的表不导入任何内容
  feed list                        名称、URL、类型、上次检查、上次变化、行数
  feed remove 名称 --keep-rows|--remove-rows   取消订阅；保留它带来的行作为你自己的数据，或一并删除
更新失败（离线、404、超时、表格格式错误）时会说明是哪个订阅源及原因，以 1 退出，且不做任何改动。</translation>
    </message>
    <message>
        <source>add, update, list or remove</source>
        <translation>add、update、list 或 remove</translation>
    </message>
    <message>
        <source>add: what the sheet holds: auto (default: detected from the sheet), prices, cards, benchmarks, models, cloud or rates.</source>
        <translation>add：表中的内容：auto（默认：根据表判断）、prices、cards、benchmarks、models、cloud 或 rates。</translation>
    </message>
    <message>
        <source>remove: keep the rows the feed brought, as your own.</source>
        <translation>remove：保留订阅源带来的行，作为你自己的数据。</translation>
    </message>
    <message>
        <source>remove: remove the rows the feed brought as well.</source>
        <translation>remove：同时删除订阅源带来的行。</translation>
    </message>
    <message>
        <source>update: currency of amounts a sheet names none for: CNY or USD (default: the settings&apos; currency).</source>
        <translation>update：表中未注明币种的金额所用的币种：CNY 或 USD（默认：设置中的币种）。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Last checked</source>
        <translation>上次检查</translation>
    </message>
    <message>
        <source>Last changed</source>
        <translation>上次变化</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>No feed is followed. Add one with gpu-advisor feed add NAME URL.</source>
        <translation>尚未订阅任何价格表。用 gpu-advisor feed add 名称 URL 添加。</translation>
    </message>
    <message>
        <source>the database cannot be written; no feed was updated</source>
        <translation>数据库不可写入；未更新任何订阅源</translation>
    </message>
    <message>
        <source>there is no feed named %1 (gpu-advisor feed list)</source>
        <translation>没有名为 %1 的订阅源（见 gpu-advisor feed list）</translation>
    </message>
    <message>
        <source>feed add needs a NAME and a URL</source>
        <translation>feed add 需要名称和 URL</translation>
    </message>
    <message>
        <source>Following %1 (%2, kind %3). Fetch it with gpu-advisor feed update %1.</source>
        <translation>已订阅 %1（%2，类型 %3）。用 gpu-advisor feed update %1 获取。</translation>
    </message>
    <message>
        <source>feed update takes at most one NAME</source>
        <translation>feed update 最多接受一个名称</translation>
    </message>
    <message>
        <source>feed list takes no NAME</source>
        <translation>feed list 不接受名称</translation>
    </message>
    <message>
        <source>feed remove needs the NAME of a feed</source>
        <translation>feed remove 需要订阅源的名称</translation>
    </message>
    <message>
        <source>feed remove needs --keep-rows (its rows stay, as your own) or --remove-rows</source>
        <translation>feed remove 需要 --keep-rows（保留其数据，作为你自己的）或 --remove-rows</translation>
    </message>
    <message numerus="yes">
        <source>Stopped following %1; %n row(s) it brought were removed.</source>
        <translation>
            <numerusform>已取消订阅 %1；删除了它带来的 %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped following %1; the rows it brought stay, as your own.</source>
        <translation>已取消订阅 %1；它带来的行已保留，作为你自己的数据。</translation>
    </message>
    <message>
        <source>feed needs an action: add, update, list or remove</source>
        <translation>feed 需要一个操作：add、update、list 或 remove</translation>
    </message>
    <message numerus="yes">
        <source>Checked: %n exchange rate(s); nothing stored (--dry-run).</source>
        <translation>
            <numerusform>已检查：%n 条汇率；未保存任何内容（--dry-run）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Rank the cards for a workload: performance, performance per price and per watt, with reasons. Every card gets its price to beat (price_to_beat_value: the price at which it would match the best value&apos;s performance per price; price_to_beat_overall: for a card faster than the best overall pick, the price at which its extra speed is worth the premium). A price seen in another currency is converted at the rate of its own date (converted_price, price_as_seen). With --budget the cards in range that have no price are named after the table, never dropped silently.</source>
        <translation>按任务给显卡排名：性能、性价比和能效，并给出理由。每张卡都给出“值得买的价”（price_to_beat_value：达到性价比之选同等性价比时的价格；price_to_beat_overall：对比综合最佳更快的卡，多花的钱值得时的价格）。以其他币种观察到的价格按其当日汇率换算（converted_price、price_as_seen）。指定 --budget 时，范围内没有价格的显卡会在表后列出，绝不悄悄略去。</translation>
    </message>
    <message>
        <source>CNY per USD for converting every USD price (default: the settings&apos; rate if you set one, else each price at the monthly rate of its own date).</source>
        <translation>换算所有美元价格所用的人民币/美元汇率（默认：若你在设置中设定了汇率则用它，否则每个价格按其当月的月平均汇率）。</translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s) to check (--count shows more).</source>
        <translation>
            <numerusform>还有 %n 张显卡待核对（用 --count 显示更多）。</numerusform>
        </translation>
    </message>
    <message>
        <source>With a budget of %1 %2: the cards whose last known price lies between %3 and %4 %2 (a third of the budget to twice it), since today&apos;s price may be quite different; cards never priced at all are left out (rank names them).</source>
        <translation>预算 %1 %2：列出最后已知价格在 %3 至 %4 %2 之间（预算的三分之一到两倍）的显卡，因为今天的价格可能差别很大；从未有过价格的显卡不列出（rank 会列出它们）。</translation>
    </message>
    <message>
        <source>--precision %1 applies to --workload llm-inference only: %2 is training, at fp32, fp16 or bf16</source>
        <translation>--precision %1 只适用于 --workload llm-inference：%2 是训练任务，请用 fp32、fp16 或 bf16</translation>
    </message>
    <message>
        <source>Relative performance (%1): 1.00 = %2.</source>
        <translation>相对性能（%1）：1.00 = %2。</translation>
    </message>
    <message>
        <source>Score: the ranking&apos;s key, the relative performance of a card that can be scored.</source>
        <translation>得分：排名的依据，即可评分显卡的相对性能。</translation>
    </message>
    <message>
        <source>--precision %1 applies to --workload llm-inference only</source>
        <translation>--precision %1 只适用于 --workload llm-inference</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>来源类型</translation>
    </message>
    <message>
        <source>your own</source>
        <translation>你添加的</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>Software support</source>
        <translation>软件支持</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Priced per</source>
        <translation>计价单位</translation>
    </message>
    <message>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Share of the price a card fetches when sold after three years, 0 to 1 (or a percentage), for own_cost_3y (default 0: not counted).</source>
        <translation>三年后卖出时能收回的价格比例，0 到 1（或百分数），用于 own_cost_3y（默认 0：不计）。</translation>
    </message>
    <message>
        <source>share</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>--resale must be a share from 0 to 1 (or a percentage)</source>
        <translation>--resale 必须是 0 到 1 之间的比例（或百分数）</translation>
    </message>
    <message>
        <source>interruptible</source>
        <translation>可中断</translation>
    </message>
    <message>
        <source>The multi-GPU scaling instead: the factor of each way of spreading work (layer split for LLM inference, data parallel training over NVLink or PCIe) fitted on the measured multi-GPU results, its range and the rows it rests on; with --backtest every measured multi-GPU row against the factor fitted without it.</source>
        <translation>改为输出多 GPU 扩展：每种分工方式（LLM 推理的按层切分，经 NVLink 或 PCIe 的数据并行训练）按实测多 GPU 结果拟合的系数、其范围和所依据的行数；加 --backtest 时列出每条实测多 GPU 结果与去掉该行后拟合的系数的对比。</translation>
    </message>
    <message>
        <source>--chunked-loss applies to fine-tuning (--method full, lora or qlora)</source>
        <translation>--chunked-loss 只用于微调（--method full、lora 或 qlora）</translation>
    </message>
    <message>
        <source>--pure-bf16 applies to full fine-tuning (--method full)</source>
        <translation>--pure-bf16 只用于全参数微调（--method full）</translation>
    </message>
    <message>
        <source>Full fine-tuning in BF16 alone, without FP32 master weights (torchtune, LitGPT bf16-true): 8 bytes per parameter instead of 16.</source>
        <translation>全参数微调只用 BF16，不保留 FP32 主权重（torchtune、LitGPT bf16-true）：每个参数 8 字节而不是 16 字节。</translation>
    </message>
    <message>
        <source>The loss over chunks of the output, as torchtune, LitGPT and Unsloth compute it (the logits stay 16-bit).</source>
        <translation>按输出分块计算损失，与 torchtune、LitGPT、Unsloth 相同（logits 保持 16 位）。</translation>
    </message>
    <message>
        <source>Rent/h</source>
        <translation>租金/小时</translation>
    </message>
    <message>
        <source>Break-even h</source>
        <translation>回本小时</translation>
    </message>
    <message>
        <source>Rent only</source>
        <translation>只租</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>Rent/h: the same GPU rented in the cloud, for every GPU of the set-up; break-even h: hours of that rental the price pays for:</source>
        <translation>租金/小时：云上租用同款 GPU、按配置中每块 GPU 计；回本小时：买价够租多少小时：</translation>
    </message>
    <message numerus="yes">
        <source>%n server module(s) (SXM, OAM) left out: they are sold in 4- and 8-GPU servers; --max-gpus 4 or 8 lists those.</source>
        <translation>
            <numerusform>未列出 %n 种服务器模组（SXM、OAM）：它们以 4 卡和 8 卡服务器出售；加 --max-gpus 4 或 8 可列出。</numerusform>
        </translation>
    </message>
    <message>
        <source>--workload llm-finetune needs --model NAME</source>
        <translation>--workload llm-finetune 需要 --model 名称</translation>
    </message>
    <message>
        <source>--optimizer-in-backward applies to full fine-tuning (--method full)</source>
        <translation>--optimizer-in-backward 只用于全参数微调（--method full）</translation>
    </message>
    <message>
        <source>--paged-optimizer applies to fine-tuning (--method full, lora or qlora)</source>
        <translation>--paged-optimizer 只用于微调（--method full、lora 或 qlora）</translation>
    </message>
    <message>
        <source>Full fine-tuning with the optimizer step in the backward pass (torchtune&apos;s optimizer_in_bwd): one weight tensor&apos;s gradient at a time.</source>
        <translation>全参数微调时把优化器步骤融合进反向传播（torchtune 的 optimizer_in_bwd）：同一时刻只保留一个权重张量的梯度。</translation>
    </message>
    <message>
        <source>A paged optimizer (bitsandbytes&apos; PagedAdamW, PagedAdamW8bit): the AdamW moments may move to CPU memory; counted on the GPU: those of the largest tensor.</source>
        <translation>分页优化器（bitsandbytes 的 PagedAdamW、PagedAdamW8bit）：AdamW 动量可移到 CPU 内存；GPU 上只计最大张量的动量。</translation>
    </message>
    <message>
        <source>Order set-ups whose method needs a library their software runs only as a preview (bitsandbytes on ROCm, a vendor&apos;s own stack) like the others; they stay flagged.</source>
        <translation>方法所需的库在其软件上仅为预览版的配置（如厂商自有软件栈）与其他配置一同排序；标记保留。</translation>
    </message>
    <message>
        <source>--format csv lists them with the reason.</source>
        <translation>--format csv 会列出它们及原因。</translation>
    </message>
    <message>
        <source>Relative performance marked * is measured.</source>
        <translation>标 * 的相对性能为实测值。</translation>
    </message>
    <message>
        <source>--form must be desktop, laptop, pcie, sxm, oam, server or workstation</source>
        <translation>--form 必须是 desktop、laptop、pcie、sxm、oam、server 或 workstation</translation>
    </message>
    <message>
        <source>Only this form: desktop, laptop, pcie, sxm, oam, server (SXM and OAM modules as the 4- and 8-GPU servers they are sold in) or workstation (2, 4 or 8 PCIe or desktop cards of 24 GB or more in one machine).</source>
        <translation>只看此形态：desktop、laptop、pcie、sxm、oam、server（SXM 与 OAM 模组按其出售时的 4 卡、8 卡服务器）或 workstation（一台机器内 2、4 或 8 张 24 GB 及以上的 PCIe 或桌面显卡）。</translation>
    </message>
    <message>
        <source>Memory in GB as printed on cards (GiB); needs and breakdown for the whole configuration. Tokens/s: single-stream generation estimate for a llama.cpp-like engine; several NVIDIA SXM modules run it tensor parallel with vLLM (the caveats say which) (docs/memory.md).</source>
        <translation>显存以显卡标称的 GB 计（实为 GiB）；需求及明细针对整个配置。Tokens/s：类 llama.cpp 引擎的单流生成速度估算；多块 NVIDIA SXM 模块则按 vLLM 张量并行计算（见各行的注意事项）（见 docs/memory.md）。</translation>
    </message>
    <message>
        <source>factor: for the layer split the share of one GPU&apos;s speed that N GPUs keep; for data parallel each GPU&apos;s share (N × factor); for tensor parallel an exponent (N^factor). low and high: measured ÷ predicted at the extremes of the leave-one-out backtest, the range every estimate states. speedup_N: what N GPUs do, in units of one GPU&apos;s figure (docs/ranking.md, &quot;Several GPUs&quot;).</source>
        <translation>factor：按层切分时为 N 块 GPU 保留的单块 GPU 速度比例；数据并行时为每块 GPU 保留的比例（N × factor）；张量并行时为指数（N^factor）。low 和 high：留一法回测中实测值 ÷ 预测值的两端，即每个估算给出的范围。speedup_N：N 块 GPU 合起来的速度，以单块 GPU 的数值为单位（见 docs/ranking.md “Several GPUs”）。</translation>
    </message>
    <message>
        <source>Estimate each card&apos;s price today from the catalog&apos;s price histories; --backtest says how well that works</source>
        <translation>根据目录的价格历史估计每张卡今天的价格；--backtest 说明估计得有多准</translation>
    </message>
    <message>
        <source>Print the price model&apos;s estimate of each card&apos;s new and used price today (fitted on the catalog&apos;s own price histories), with its likely range and what it rests on; or with --backtest how well it predicts each card&apos;s newest price, beside carrying the card&apos;s previous price of the same kind forward.</source>
        <translation>打印价格模型对每张卡今天全新价和二手价的估计（在目录自身的价格历史上拟合），附可能区间及其依据；加 --backtest 则说明它预测每张卡最新价格的准确度，并与沿用该卡上一个同类价格的做法对比。</translation>
    </message>
    <message>
        <source>The backtest instead: median and 90th-percentile error per kind of price and per route, beside the naive baseline.</source>
        <translation>改为输出回测：按价格类型和估计途径列出误差中位数与第 90 百分位数，并与朴素基线对比。</translation>
    </message>
    <message>
        <source>Only cards whose name contains TEXT.</source>
        <translation>只列出名称包含 TEXT 的卡。</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>table (default), csv, json or markdown.</source>
        <translation>table（默认）、csv、json 或 markdown。</translation>
    </message>
    <message>
        <source>Median error %</source>
        <translation>误差中位数 %</translation>
    </message>
    <message>
        <source>90th pct error %</source>
        <translation>第 90 百分位误差 %</translation>
    </message>
    <message>
        <source>Baseline median %</source>
        <translation>基线中位数 %</translation>
    </message>
    <message>
        <source>Baseline 90th pct %</source>
        <translation>基线第 90 百分位 %</translation>
    </message>
    <message>
        <source>Kind of the hidden price</source>
        <translation>隐藏价格的类型</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>途径</translation>
    </message>
    <message>
        <source>--format must be table, csv, json or markdown</source>
        <translation>--format 必须是 table、csv、json 或 markdown</translation>
    </message>
    <message>
        <source>Grouping</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>Own history: each card&apos;s newest price of a kind hidden and predicted from the rows before its month; the baseline carries the card&apos;s previous price of that kind forward.</source>
        <translation>自身历史：隐藏每张卡某类价格中最新的一条，用该月之前的数据预测；基线则沿用该卡上一条同类价格。</translation>
    </message>
    <message>
        <source>By route (other market: a card&apos;s prices of one market hidden; other cards: the whole card hidden). A route judges prices when its median error is at most 25 %.</source>
        <translation>按途径（另一市场：隐藏一张卡在某一市场的价格；其他卡：隐藏整张卡）。误差中位数不超过 25 % 的途径才用于评判价格。</translation>
    </message>
    <message>
        <source>judges prices</source>
        <translation>用于评判价格</translation>
    </message>
    <message>
        <source>shown only, never judged at</source>
        <translation>仅显示，从不用于评判</translation>
    </message>
    <message>
        <source>prices takes no arguments besides its options</source>
        <translation>prices 除选项外不接受参数</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估计</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>下限</translation>
    </message>
    <message>
        <source>High</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>From a price of</source>
        <translation>依据的价格日期</translation>
    </message>
    <message>
        <source>Its kind</source>
        <translation>其类型</translation>
    </message>
    <message>
        <source>Judges</source>
        <translation>用于评判</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) with an estimate; fitted on the price histories of %1 cards. An observed price from the last 12 months always wins over an estimate (docs/price-sources.md).</source>
        <translation>
            <numerusform>%n 张卡有估计；在 %1 张卡的价格历史上拟合。近 12 个月内观察到的价格总是优先于估计（docs/price-sources.md）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Store a price far from what its card should cost (below 0.2 × or above 5 × its estimate or last price, or under 100 CNY / 15 USD) as given; without it such a price stops the import with the likely reading.</source>
        <translation>按原样保存与该卡应有价格相差很远的价格（低于其估计或上次价格的 0.2 倍或高于 5 倍，或低于 100 CNY / 15 USD）；不加此选项时，这样的价格会中止导入，并给出可能的正确读法。</translation>
    </message>
    <message>
        <source>warning: line %1: %2: %3 (stored as given: --accept-unusual)</source>
        <translation>警告：第 %1 行：%2：%3（已按原样保存：--accept-unusual）</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) far from what the card costs; nothing was imported. Correct them, or run again with --accept-unusual to store them as given.</source>
        <translation>
            <numerusform>%n 个价格与卡的应有价格相差很远；未导入任何内容。请更正，或加 --accept-unusual 重新运行以按原样保存。</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog&apos;s prices in numbers instead: rows per kind of price and market, per currency, the cards priced, and the prices cards are judged at today (their kind, age and whether converted); docs/price-sources.md is made from it.</source>
        <translation>改为输出目录价格的统计：按价格类型和市场、按币种的行数，有价格的卡，以及今天评判各卡所用的价格（类型、时长、是否换算）；docs/price-sources.md 即由此生成。</translation>
    </message>
    <message>
        <source>New market</source>
        <translation>全新市场</translation>
    </message>
    <message>
        <source>Used market</source>
        <translation>二手市场</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>stored devices</source>
        <translation>目录中的设备</translation>
    </message>
    <message>
        <source>with any price row</source>
        <translation>有任何价格行</translation>
    </message>
    <message>
        <source>with an observed price (not an estimate)</source>
        <translation>有观察到的价格（非估计）</translation>
    </message>
    <message>
        <source>from 2020 on, not laptops</source>
        <translation>2020 年以后，不含笔记本</translation>
    </message>
    <message>
        <source>… of which with an observed price</source>
        <translation>…其中有观察到的价格</translation>
    </message>
    <message>
        <source>… of which with the price model&apos;s estimate only</source>
        <translation>…其中只有价格模型的估计</translation>
    </message>
    <message>
        <source>… of which with neither</source>
        <translation>…其中两者都没有</translation>
    </message>
    <message>
        <source>judged at a price today (new or used, CNY)</source>
        <translation>今天有评判价格（全新或二手，CNY）</translation>
    </message>
    <message>
        <source>… at a price seen within 12 months</source>
        <translation>…按 12 个月内看到的价格</translation>
    </message>
    <message>
        <source>… at the price model&apos;s estimate</source>
        <translation>…按价格模型的估计</translation>
    </message>
    <message>
        <source>… at a launch price (within 24 months of launch)</source>
        <translation>…按首发价（上市 24 个月内）</translation>
    </message>
    <message>
        <source>… converted from another currency</source>
        <translation>…由其他币种换算</translation>
    </message>
    <message>
        <source>median age of the prices seen that cards are judged at (months)</source>
        <translation>评判所用观察价格的时长中位数（月）</translation>
    </message>
    <message>
        <source>Judged at</source>
        <translation>评判依据</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>第 %1 名</translation>
    </message>
    <message>
        <source>Best value:</source>
        <translation>性价比最佳：</translation>
    </message>
    <message>
        <source>Cheapest:</source>
        <translation>最便宜：</translation>
    </message>
    <message>
        <source>Fastest:</source>
        <translation>最快：</translation>
    </message>
    <message>
        <source>gpu-advisor: cannot write the output: %1</source>
        <translation>gpu-advisor：无法写出输出：%1</translation>
    </message>
    <message>
        <source>add: the environment variable that holds the feed&apos;s user name and password as USER:PASSWORD when it is updated (kept in your settings, never in the catalog). Without it, ~/.netrc&apos;s entry for the host is used.</source>
        <translation>add：更新时提供该订阅源用户名和密码（格式 USER:PASSWORD）的环境变量名（记在您的设置里，绝不写入目录）。不给时使用 ~/.netrc 中该主机的条目。</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒数</translation>
    </message>
    <message>
        <source>--timeout needs a number of seconds from 1 to 3600, not &quot;%1&quot;</source>
        <translation>--timeout 需要 1 到 3600 之间的秒数，而不是“%1”</translation>
    </message>
    <message>
        <source>--auth-env needs the name of an environment variable, not &quot;%1&quot;</source>
        <translation>--auth-env 需要一个环境变量名，而不是“%1”</translation>
    </message>
    <message>
        <source>The user name and password in the address were not stored. Give them in ~/.netrc (machine %1 login USER password …) or in an environment variable named with --auth-env NAME (value USER:PASSWORD).</source>
        <translation>地址中的用户名和密码没有保存。请写入 ~/.netrc（machine %1 login USER password …），或放在用 --auth-env NAME 指定的环境变量里（值为 USER:PASSWORD）。</translation>
    </message>
    <message>
        <source>--gpus and --max-gpus mean the same; give one of them</source>
        <translation>--gpus 与 --max-gpus 含义相同；请只给出其中一个</translation>
    </message>
    <message>
        <source>The same as --%1.</source>
        <translation>与 --%1 相同。</translation>
    </message>
    <message>
        <source>--sort must be value, speed, price or time, not &quot;%1&quot;</source>
        <translation>--sort 只能是 value、speed、price 或 time，不能是“%1”</translation>
    </message>
    <message>
        <source>Fine-tuning: trained tokens of the job, dataset tokens × epochs (default 100000000); job_hours, job_cost_buy and job_cost_rent price it.</source>
        <translation>微调：一次任务训练的 token 数，即数据集 token 数 × 轮数（默认 100000000）；job_hours、job_cost_buy 和 job_cost_rent 按它计算。</translation>
    </message>
    <message>
        <source>--tokens applies to fine-tuning (--method full, lora or qlora)</source>
        <translation>--tokens 只用于微调（--method full、lora 或 qlora）</translation>
    </message>
    <message>
        <source>--tokens must be a number of tokens from 1 to 10^15, not &quot;%1&quot;</source>
        <translation>--tokens 必须是 1 到 10^15 之间的 token 数，不能是“%1”</translation>
    </message>
    <message>
        <source>Order of the configurations that fit: value (tokens/s per price, the default for inference), speed, price (the default for fine-tuning), or time (the shortest fine-tuning job first).</source>
        <translation>放得下的配置的排序：value（每单位价格的 tokens/s，推理的默认）、speed、price（微调的默认）或 time（微调任务最短的在前）。</translation>
    </message>
    <message>
        <source>Hours of use per day that own_cost_3y and job_cost_buy count (default: the settings&apos;, 8).</source>
        <translation>own_cost_3y 和 job_cost_buy 按每天使用的小时数计算（默认：设置中的值，8）。</translation>
    </message>
    <message>
        <source>With --model: value (tokens/s per price, the default for inference), speed, price (the default for fine-tuning), or time (the shortest fine-tuning job first).</source>
        <translation>与 --model 一起：value（每单位价格的 tokens/s，推理的默认）、speed、price（微调的默认）或 time（微调任务最短的在前）。</translation>
    </message>
    <message>
        <source>Train tok/s</source>
        <translation>训练 token/秒</translation>
    </message>
    <message>
        <source>Job h</source>
        <translation>任务小时</translation>
    </message>
    <message>
        <source>Job buy</source>
        <translation>任务成本（购买）</translation>
    </message>
    <message>
        <source>Job rent</source>
        <translation>任务成本（租用）</translation>
    </message>
    <message>
        <source>Train tok/s: trained tokens per second of the whole set-up, from the model&apos;s FLOPs per token and a utilisation fitted on measured fine-tuning throughputs (docs/memory.md). Job: %1 trained tokens (%3); bought: its share of three years&apos; ownership at %2 h a day; rented: the same GPUs on demand.</source>
        <extracomment>%1: trained tokens of the job, %2: hours a day, %3: its source (option or default).</extracomment>
        <translation>训练 token/秒：整套配置每秒训练的 token 数，由模型每个 token 的浮点运算量和按实测微调吞吐量拟合的利用率得出（docs/memory.md）。任务：训练 %1 个 token（%3）；购买：按每天 %2 小时、三年拥有成本中该任务所占的份额；租用：按需租用同样的 GPU。</translation>
    </message>
    <message>
        <source>the default; --tokens sets dataset tokens × epochs</source>
        <translation>默认值；--tokens 设置数据集 token 数 × 轮数</translation>
    </message>
    <message>
        <source>--tokens</source>
        <translation>--tokens</translation>
    </message>
    <message>
        <source>%1 trained tokens/s, %2 h for %3 tokens</source>
        <extracomment>%1: trained tokens/s, %2: hours, %3: trained tokens of the job.</extracomment>
        <translation>每秒训练 %1 个 token，%3 个 token 需 %2 小时</translation>
    </message>
    <message>
        <source>The fine-tuning throughput instead: the utilisation fitted per method (full, LoRA, QLoRA) on measured fine-tuning throughputs, its leave-one-out range and median error; with --backtest every measured row against its prediction (docs/memory.md, &quot;Training throughput&quot;).</source>
        <translation>改为输出微调吞吐量：按方法（全参数、LoRA、QLoRA）在实测微调吞吐量上拟合的利用率、留一法范围和中位误差；加 --backtest 时列出每条实测数据及其预测（docs/memory.md，“Training throughput”）。</translation>
    </message>
    <message>
        <source>utilisation: trained tokens/s × FLOP per token ÷ the GPU&apos;s dense 16-bit tensor TFLOPS (model FLOP utilisation), the median of the measured single-GPU rows. low and high: measured ÷ predicted at the extremes of the leave-one-out backtest, the range every estimate states (docs/memory.md, &quot;Training throughput&quot;).</source>
        <translation>utilisation：每秒训练 token 数 × 每个 token 的浮点运算量 ÷ GPU 的稠密 16 位 Tensor TFLOPS（模型浮点利用率），取实测单卡数据的中位数。low 和 high：留一法回测中实测 ÷ 预测的两端，即每个估计所给出的范围（docs/memory.md，“Training throughput”）。</translation>
    </message>
    <message>
        <source>update: seconds a feed may take in all before its update fails and changes nothing (default: the settings&apos;, 120 unless changed). Feeds are fetched at once, each on its own deadline.</source>
        <translation>update：每个订阅源总共可用的秒数，超时则此次更新失败且不做任何改动（默认取设置中的值，未改动时为 120）。所有订阅源同时获取，各自计时。</translation>
    </message>
    <message>
        <source>update: rows a feed&apos;s sheet may bring; a larger sheet is refused whole (default: the settings&apos;, 50000 unless changed).</source>
        <translation>update：一个订阅源的表格最多可带来的行数；超过则整表拒绝（默认取设置中的值，未改动时为 50000）。</translation>
    </message>
    <message>
        <source>--max-rows needs a number of rows from 1 to 1000000, not &quot;%1&quot;</source>
        <translation>--max-rows 需要 1 到 1000000 之间的行数，而不是“%1”</translation>
    </message>
    <message>
        <source>Check the catalog&apos;s database file for damage (SQLite&apos;s integrity check)</source>
        <translation>检查目录数据库文件是否损坏（SQLite 完整性检查）</translation>
    </message>
    <message>
        <source>Run SQLite&apos;s integrity check on the catalog&apos;s database file (--db, or the default one). It also runs by itself when the program last ended without closing the file (a crash or a power cut) and when reading meets damage. A damaged file is set aside under a new name, nothing lost, and a new one with the built-in catalog takes its place; exit status 1 then.</source>
        <translation>对目录数据库文件（--db 指定的，或默认文件）运行 SQLite 完整性检查。程序上次未关闭文件就结束（崩溃或断电）时，以及读取时遇到损坏时，检查也会自动运行。损坏的文件会改名保留，不丢失任何内容，并由一个带内置目录的新文件替代；此时退出状态为 1。</translation>
    </message>
    <message>
        <source>check takes no arguments besides its options</source>
        <translation>check 除选项外不接受参数</translation>
    </message>
    <message>
        <source>%1 is a PostgreSQL server: it checks its own storage; nothing to check here.</source>
        <translation>%1 是 PostgreSQL 服务器：它自行检查存储；这里无需检查。</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>%1 passed SQLite&apos;s integrity check: %2.</source>
        <translation>%1 通过了 SQLite 完整性检查：%2。</translation>
    </message>
    <message>
        <source>the network module %1 cannot be loaded: %2</source>
        <translation>无法加载网络模块 %1：%2</translation>
    </message>
    <message>
        <source>feeds cannot be fetched: this build has no network module</source>
        <translation>无法获取订阅源：此版本没有网络模块</translation>
    </message>
    <message>
        <source>this part of GPU Advisor cannot write PDF reports; run gpu-advisor report, which loads the report&apos;s module</source>
        <translation>GPU Advisor 的这一部分不能生成 PDF 报告；请运行 gpu-advisor report，它会加载报告模块</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>the %1 decoder is not available in this Qt build</source>
        <translation>此 Qt 版本中没有 %1 解码器</translation>
    </message>
    <message>
        <source>the file is neither valid UTF-8 nor GB18030 text</source>
        <translation>该文件既不是有效的 UTF-8 文本，也不是有效的 GB18030 文本</translation>
    </message>
    <message>
        <source>a quoted field that starts on line %1 is never closed</source>
        <translation>从第 %1 行开始的带引号字段没有结束引号</translation>
    </message>
    <message>
        <source>the file is not valid %1 text: try the %2 encoding, or auto (Excel in Chinese saves CSV files as GB18030)</source>
        <translation>文件不是有效的 %1 文本：请改用 %2 编码或 auto（中文版 Excel 以 GB18030 保存 CSV 文件）</translation>
    </message>
</context>
<context>
    <name>EditPriceCommand</name>
    <message>
        <source>edit price %1</source>
        <translation>修改价格 %1</translation>
    </message>
</context>
<context>
    <name>Feeds</name>
    <message>
        <source>&quot;%1&quot; is not an http or https address of a sheet</source>
        <translation>“%1”不是表格的 http 或 https 地址</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a feed kind (%2)</source>
        <translation>“%1”不是订阅类型（%2）</translation>
    </message>
    <message>
        <source>the sheet is neither JSON nor a CSV file with a header of %1 rows</source>
        <translation>该表既不是 JSON，也不是带 %1 表头的 CSV 文件</translation>
    </message>
    <message>
        <source>feed %1</source>
        <translation>订阅源 %1</translation>
    </message>
    <message>
        <source>the sheet holds no price and no catalog rows</source>
        <translation>该表既没有价格，也没有目录数据</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2; nothing was changed</source>
        <translation>%1：%2；未做任何改动</translation>
    </message>
    <message>
        <source>%1: unchanged (nothing imported)</source>
        <translation>%1：未变化（未导入任何内容）</translation>
    </message>
    <message numerus="yes">
        <source>the sheet has %n problem(s); nothing was imported</source>
        <translation>
            <numerusform>表格有 %n 处问题；未导入任何内容</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) imported</source>
        <translation>
            <numerusform>%1：已导入 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>the address served an HTML page (a login or error page?), not a sheet</source>
        <translation>该地址返回的是 HTML 网页（登录页或错误页？），不是数据表</translation>
    </message>
    <message>
        <source>the sheet has %1 rows, more than the %2 a feed may bring; nothing was imported</source>
        <translation>表格有 %1 行，超过一个订阅源允许的 %2 行；什么也没有导入</translation>
    </message>
    <message>
        <source>the sheet has %1 lines, far more than the %2 rows a feed may bring; nothing was imported</source>
        <translation>表格有 %1 行，远超一个订阅源允许的 %2 行数据；什么也没有导入</translation>
    </message>
    <message numerus="yes">
        <source>; %n card(s) of the sheet the catalog already has were kept as they are</source>
        <translation>
            <numerusform>；表格中有 %n 张目录里已有的显卡，保持原样</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled; nothing was changed</source>
        <translation>已取消；未做任何改动</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a feed name: use letters (of any language), digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, at most 64, no spaces</source>
        <translation>“%1”不是有效的订阅源名称：请使用字母（任何语言的文字均可）、数字、“-”、“_”或“.”，最多 64 个，不含空格</translation>
    </message>
</context>
<context>
    <name>GpuDetection</name>
    <message>
        <source>the nvidia-smi XML report cannot be read: %1 (line %2)</source>
        <translation>无法读取 nvidia-smi XML 报告：%1（第 %2 行）</translation>
    </message>
    <message>
        <source>the nvidia-smi XML report lists no GPU</source>
        <translation>nvidia-smi XML 报告中没有列出 GPU</translation>
    </message>
    <message>
        <source>the nvidia-smi CSV report is empty</source>
        <translation>nvidia-smi CSV 报告为空</translation>
    </message>
    <message>
        <source>the nvidia-smi CSV report needs a header with the name column (nvidia-smi --query-gpu=index,name,memory.total,power.limit --format=csv)</source>
        <translation>nvidia-smi CSV 报告需要包含 name 列的表头（nvidia-smi --query-gpu=index,name,memory.total,power.limit --format=csv）</translation>
    </message>
    <message>
        <source>the nvidia-smi CSV report lists no GPU</source>
        <translation>nvidia-smi CSV 报告中没有列出 GPU</translation>
    </message>
    <message>
        <source>the nvidia-smi -L list names no GPU</source>
        <translation>nvidia-smi -L 的列表中没有 GPU</translation>
    </message>
    <message>
        <source>the rocm-smi JSON report cannot be read: %1</source>
        <translation>无法读取 rocm-smi JSON 报告：%1</translation>
    </message>
    <message>
        <source>the rocm-smi JSON report lists no card</source>
        <translation>rocm-smi JSON 报告中没有列出显卡</translation>
    </message>
    <message>
        <source>not a report this program reads: save the output of &apos;nvidia-smi -q -x&apos;, &apos;nvidia-smi --query-gpu=index,name,memory.total,power.limit --format=csv&apos;, &apos;nvidia-smi -L&apos; or &apos;rocm-smi --showproductname --showmeminfo vram --json&apos;</source>
        <translation>不是本程序能读取的报告：请保存 &apos;nvidia-smi -q -x&apos;、&apos;nvidia-smi --query-gpu=index,name,memory.total,power.limit --format=csv&apos;、&apos;nvidia-smi -L&apos; 或 &apos;rocm-smi --showproductname --showmeminfo vram --json&apos; 的输出</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精确匹配</translation>
    </message>
    <message>
        <source>by memory</source>
        <translation>按显存匹配</translation>
    </message>
    <message>
        <source>by power limit</source>
        <translation>按功耗上限匹配</translation>
    </message>
    <message>
        <source>by device ID</source>
        <translation>按设备 ID 匹配</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>未匹配</translation>
    </message>
    <message>
        <source>An NVIDIA card is present, but neither NVML (libnvidia-ml) nor nvidia-smi answered: is the NVIDIA driver installed? Its memory and power limit are unknown.</source>
        <translation>检测到 NVIDIA 显卡，但 NVML（libnvidia-ml）和 nvidia-smi 都没有响应：是否安装了 NVIDIA 驱动？其显存和功耗上限未知。</translation>
    </message>
</context>
<context>
    <name>ImportPipeline</name>
    <message numerus="yes">
        <source>%n problem(s) found; nothing was stored.</source>
        <translation>
            <numerusform>发现 %n 个问题；未保存任何内容。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n empty row(s) skipped</source>
        <translation>
            <numerusform>%1：跳过了 %n 个空行</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported: %1 cards added, %2 updated, %3 unchanged; %4 rows added, %5 duplicates skipped.</source>
        <translation>导入完成：新增 %1 张显卡，更新 %2 张，%3 张未变；新增 %4 行，跳过 %5 行重复数据。</translation>
    </message>
    <message>
        <source>Imported: %1 models added, %2 updated (yours from now on).</source>
        <translation>已导入：新增 %1 个模型，更新 %2 个（此后归你所有）。</translation>
    </message>
    <message>
        <source>%1 (stored as given: --accept-unusual)</source>
        <translation>%1（已按原样保存：--accept-unusual）</translation>
    </message>
    <message>
        <source>%1; correct it, or import with --accept-unusual to store it as given</source>
        <translation>%1；请更正，或用 --accept-unusual 导入以按原样保存</translation>
    </message>
</context>
<context>
    <name>NameReadings</name>
    <message>
        <source>en</source>
        <comment>language-of-this-translation</comment>
        <extracomment>The code of the language this file translates into: &quot;zh_CN&quot; for Chinese. Names written in Chinese are shown without their English reading when it is &quot;zh_CN&quot;.</extracomment>
        <translation>zh_CN</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a name and its reading</comment>
        <extracomment>A name written in Chinese and its English reading: &quot;闲鱼 (Xianyu)&quot;.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>weekly quota about %1 h</source>
        <translation>每周配额约 %1 小时</translation>
    </message>
    <message>
        <source>price of %1</source>
        <translation>%1 价格</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>interruptible</source>
        <translation>可中断</translation>
    </message>
    <message>
        <source>typical</source>
        <translation>典型</translation>
    </message>
    <message>
        <source>pay-per-second</source>
        <translation>按秒计费</translation>
    </message>
    <message>
        <source>median on-demand offer</source>
        <translation>按需报价中位数</translation>
    </message>
    <message>
        <source>cheapest live offer</source>
        <translation>当前最低报价</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>%1-GPU node</source>
        <translation>%1 卡节点</translation>
    </message>
    <message>
        <source>Free GPU hours</source>
        <translation>免费 GPU 时长</translation>
    </message>
</context>
<context>
    <name>PastePricesDialog</name>
    <message>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>new</source>
        <translation>全新</translation>
    </message>
</context>
<context>
    <name>PriceCheck</name>
    <message>
        <source>estimated today at</source>
        <translation>今日估计</translation>
    </message>
    <message>
        <source>last seen at</source>
        <translation>上次所见</translation>
    </message>
    <message>
        <source>launched at</source>
        <translation>首发价</translation>
    </message>
    <message>
        <source>%1万 = %2</source>
        <translation>%1万 = %2</translation>
    </message>
    <message>
        <source>%1k = %2</source>
        <translation>%1k = %2</translation>
    </message>
    <message>
        <source>%1 is not a price for %2 (%3 ≈ %4)</source>
        <extracomment>%1 the amount (&quot;1.45 CNY&quot;), %2 the card, %3 &quot;last seen at&quot; / &quot;estimated today at&quot; / &quot;launched at&quot;, %4 the reference amount with its currency (&quot;12,999 CNY&quot;).</extracomment>
        <translation>%1 不是 %2 的价格（%3 ≈ %4）</translation>
    </message>
    <message>
        <source>%1 is not a price for %2 (no card sells under 100 CNY or 15 USD)</source>
        <extracomment>%1 the amount (&quot;1.45 CNY&quot;), %2 the card.</extracomment>
        <translation>%1 不是 %2 的价格（没有显卡低于 100 CNY 或 15 USD）</translation>
    </message>
    <message>
        <source>%1: did you mean %2?</source>
        <extracomment>%1 why the amount is unusual, %2 the likely reading (&quot;1.45万 = 14,500&quot;).</extracomment>
        <translation>%1：您是指 %2 吗？</translation>
    </message>
</context>
<context>
    <name>PriceCommands</name>
    <message>
        <source>%1 %2 for %3</source>
        <extracomment>A price in the undo history: amount, currency, card (&quot;1,500 USD for NVIDIA GeForce …&quot;).</extracomment>
        <translation>%3 的 %1 %2</translation>
    </message>
</context>
<context>
    <name>PriceListParser</name>
    <message>
        <source>more than one price on the line; give one price per line</source>
        <translation>这一行有不止一个价格；请每行只写一个价格</translation>
    </message>
    <message>
        <source>no price on the line</source>
        <translation>这一行没有价格</translation>
    </message>
    <message>
        <source>no card named on the line</source>
        <translation>这一行没有提到显卡</translation>
    </message>
    <message>
        <source>not a price</source>
        <translation>不是价格</translation>
    </message>
    <message>
        <source>&quot;%1&quot; could be several cards: %2; add the memory size or the full name</source>
        <translation>“%1”可能是多张显卡：%2；请加上显存大小或完整名称</translation>
    </message>
    <message>
        <source>no card in the catalog matches &quot;%1&quot;; the closest: %2</source>
        <translation>目录中没有与“%1”匹配的显卡；最接近的是：%2</translation>
    </message>
    <message>
        <source>no card in the catalog matches &quot;%1&quot;</source>
        <translation>目录中没有与“%1”匹配的显卡</translation>
    </message>
</context>
<context>
    <name>Pricing</name>
    <message>
        <source>%1 per %2-GPU server</source>
        <extracomment>%1 amount with currency, %2 number of GPUs (&quot;1,400,000 CNY per 8-GPU module&quot;).</extracomment>
        <translation>%1（%2 卡整机）</translation>
    </message>
    <message>
        <source>%1 per %2-GPU module</source>
        <translation>%1（%2 卡模组）</translation>
    </message>
    <message>
        <source>%1 for %2 cards</source>
        <translation>%1（%2 张卡）</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the price as its source gave it, %2 the date it was seen.</extracomment>
        <translation>%2 的 %1</translation>
    </message>
    <message>
        <source>converted at your rate</source>
        <translation>按你设定的汇率换算</translation>
    </message>
    <message>
        <source>converted</source>
        <translation>已换算</translation>
    </message>
    <message>
        <source>derived per GPU</source>
        <translation>按单卡折算</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the parts of a price&apos;s origin (&quot;1,599 USD on 2026-02-01, converted&quot;).</extracomment>
        <translation>，</translation>
    </message>
    <message>
        <source>your used price</source>
        <translation>你的二手价格</translation>
    </message>
    <message>
        <source>your new price</source>
        <translation>你的全新价格</translation>
    </message>
    <message>
        <source>launch price estimate</source>
        <translation>按首发价估算</translation>
    </message>
    <message>
        <source>estimate from the launch price of %1</source>
        <extracomment>%1 the card&apos;s launch price with its currency (&quot;1,599 USD&quot;).</extracomment>
        <translation>以首发价 %1 估算</translation>
    </message>
    <message>
        <source>estimate from the launch price of %1, converted at %2</source>
        <extracomment>%1 the launch price (&quot;1,599 USD&quot;), %2 the rate (&quot;7.20 CNY/USD&quot;).</extracomment>
        <translation>以首发价 %1 估算，汇率 %2</translation>
    </message>
    <message>
        <source>used price</source>
        <translation>二手价</translation>
    </message>
    <message>
        <source>new shop price</source>
        <translation>全新店铺价</translation>
    </message>
    <message>
        <source>marketplace listing, condition not stated</source>
        <translation>平台挂牌价，未注明成色</translation>
    </message>
    <message>
        <source>%1 listing, condition not stated</source>
        <translation>%1 挂牌价，未注明成色</translation>
    </message>
    <message>
        <source>average of sold listings, new and used</source>
        <translation>成交均价，新旧混合</translation>
    </message>
    <message>
        <source>average of %1 sales, new and used</source>
        <translation>%1 成交均价，新旧混合</translation>
    </message>
    <message>
        <source>list price</source>
        <extracomment>A vendor&apos;s or reseller&apos;s announced price: not a price seen in a shop.</extracomment>
        <translation>标价</translation>
    </message>
    <message>
        <source>launch price (MSRP)</source>
        <extracomment>The price announced at launch (MSRP, 首发价).</extracomment>
        <translation>首发价（建议零售价）</translation>
    </message>
    <message>
        <source>estimate, not a price seen</source>
        <translation>估计值，非实际所见价格</translation>
    </message>
    <message>
        <source>%1, from feed %2</source>
        <extracomment>%1 what the source calls the price, %2 the feed&apos;s name.</extracomment>
        <translation>%1，来自订阅源 %2</translation>
    </message>
    <message>
        <source>estimated used price</source>
        <translation>估计二手价</translation>
    </message>
    <message>
        <source>estimated new price</source>
        <translation>估计全新价</translation>
    </message>
    <message>
        <source>likely %1–%2 %3</source>
        <extracomment>The likely range of an estimate: %1 low, %2 high, %3 currency (&quot;4,600–6,300 CNY&quot;).</extracomment>
        <translation>可能为 %1–%2 %3</translation>
    </message>
    <message>
        <source>its last price (%1, %2) moved by the market since</source>
        <extracomment>%1 what its last price was (&quot;average of eBay sales, new and used&quot;), %2 its month.</extracomment>
        <translation>以其上次价格（%1，%2）按此后的市场变化调整</translation>
    </message>
    <message>
        <source>its last new price (%1, %2) at the used-to-new ratio of cards its age</source>
        <translation>以其上次全新价（%1，%2）按同龄卡的二手/全新比例折算</translation>
    </message>
    <message>
        <source>its last used price (%1, %2) at the new-to-used ratio of cards its age</source>
        <translation>以其上次二手价（%1，%2）按同龄卡的全新/二手比例折算</translation>
    </message>
    <message>
        <source>no price of its own: its memory, speed, age and product line</source>
        <translation>没有自身价格：依据其显存、速度、上市时间和产品线</translation>
    </message>
    <message numerus="yes">
        <source>%2: estimated from %n cards&apos; price histories, from %1; check today&apos;s price</source>
        <extracomment>%1 where the estimate starts from, %2 its likely range; %n cards whose prices were fitted.</extracomment>
        <translation>
            <numerusform>%2：根据 %n 张卡的价格历史估计，%1；请核对今天的价格</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 the kind of price (&quot;new shop price&quot;, &quot;your used price&quot;), %2 the date it was seen.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>converted at the latest rate, of %1</source>
        <extracomment>%1 the month of the newest exchange rate known (&quot;2026-06&quot;).</extracomment>
        <translation>按最新汇率（%1）换算</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>A machine priced as its GPUs: %1 how many, %2 one GPU&apos;s price with its currency (&quot;8 × 28,000 USD&quot;).</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>plus a host allowance of %1 (%2, %3)</source>
        <extracomment>%1 the host allowance in the display currency (&quot;≈ 520,000 CNY&quot;), %2 its outlet, %3 the month it was seen.</extracomment>
        <translation>另加主机费用 %1（%2，%3）</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
</context>
<context>
    <name>Ranking</name>
    <message>
        <source>Its compute capability is no longer supported by current CUDA and PyTorch builds: not recommended.</source>
        <translation>当前的 CUDA 和 PyTorch 版本已不再支持它的计算能力：不推荐。</translation>
    </message>
    <message>
        <source>No tensor cores: mixed-precision training needs compute capability 7.0 or newer to pay off.</source>
        <translation>没有 Tensor 核心：混合精度训练需要计算能力 7.0 及以上才有收益。</translation>
    </message>
    <message>
        <source>The card does not support the chosen precision.</source>
        <translation>这张显卡不支持所选精度。</translation>
    </message>
    <message>
        <source>Less memory than this workload needs.</source>
        <translation>显存小于此任务所需。</translation>
    </message>
    <message>
        <source>AMD: deep-learning software (ROCm) is less mature; PyTorch on ROCm runs on Linux only.</source>
        <translation>AMD：深度学习软件（ROCm）还不够成熟；ROCm 版 PyTorch 只能在 Linux 上运行。</translation>
    </message>
    <message>
        <source>Intel: framework support for Intel GPUs is newer still; check your framework first.</source>
        <translation>Intel：各框架对 Intel GPU 的支持更新、更不成熟；请先确认你用的框架。</translation>
    </message>
    <message>
        <source>Used card: no warranty, possible mining wear; test it before paying.</source>
        <translation>二手卡：没有保修，可能经过挖矿损耗；付款前请先测试。</translation>
    </message>
    <message>
        <source>Passively cooled data-centre card: it needs server airflow or an added fan.</source>
        <translation>被动散热的数据中心显卡：需要服务器风道或加装风扇。</translation>
    </message>
    <message>
        <source>High board power: check that the power supply has at least 300 W to spare above the card.</source>
        <translation>功耗高：请确认电源在显卡之外至少还有 300 W 余量。</translation>
    </message>
    <message>
        <source>Laptop GPU: its speed depends on the laptop&apos;s power limit and cooling.</source>
        <translation>笔记本 GPU：速度取决于笔记本的功耗上限和散热。</translation>
    </message>
    <message>
        <source>No price known: left out of the value ranking.</source>
        <translation>没有已知价格：不参与性价比排名。</translation>
    </message>
    <message>
        <source>A figure the estimate needs is unknown.</source>
        <translation>估算所需的某项参数未知。</translation>
    </message>
    <message>
        <source>Convolutional network training (CNN)</source>
        <translation>卷积网络（CNN）训练</translation>
    </message>
    <message>
        <source>Transformer training</source>
        <translation>Transformer 训练</translation>
    </message>
    <message>
        <source>Recurrent network training (RNN)</source>
        <translation>循环网络（RNN）训练</translation>
    </message>
    <message>
        <source>LLM inference (token generation)</source>
        <translation>大语言模型推理（生成 token）</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>FP16 (mixed precision)</source>
        <translation>FP16（混合精度）</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>INT4 (4-bit weights)</source>
        <translation>INT4（4 位权重）</translation>
    </message>
    <message>
        <source>Rule for convolutional networks and Transformers: tensor cores &gt; FLOPs &gt; memory bandwidth &gt; 16-bit capability (Dettmers, &quot;Which GPU for deep learning&quot;, 2019). In the model the tensor cores set the compute rate at 16-bit precision, and the memory bandwidth limits how much of it is used.</source>
        <translation>卷积网络和 Transformer 的规则：Tensor 核心 &gt; 算力 &gt; 显存带宽 &gt; 16 位能力（Dettmers，《Which GPU for deep learning》，2019）。在模型中，16 位精度下的计算速度由 Tensor 核心决定，显存带宽限制了能用上多少。</translation>
    </message>
    <message>
        <source>Rule for recurrent networks: memory bandwidth &gt; 16-bit capability &gt; tensor cores &gt; FLOPs (Dettmers, 2019). In the model recurrent steps move many bytes per FLOP, so memory bandwidth weighs most.</source>
        <translation>循环网络的规则：显存带宽 &gt; 16 位能力 &gt; Tensor 核心 &gt; 算力（Dettmers，2019）。在模型中，循环步骤每次浮点运算要搬运很多字节，所以显存带宽最重要。</translation>
    </message>
    <message>
        <source>Rule for LLM token generation: the model&apos;s weights must fit in one GPU&apos;s memory; then every token streams the weights once, so memory bandwidth decides the speed.</source>
        <translation>大语言模型生成 token 的规则：模型权重必须能装进一块 GPU 的显存；之后每生成一个 token 都要把权重读一遍，所以速度由显存带宽决定。</translation>
    </message>
    <message>
        <source>%1 GB meets the %2 GB recommended for this workload.</source>
        <translation>%1 GB 达到此任务推荐的 %2 GB。</translation>
    </message>
    <message>
        <source>%1 GB is below the %2 GB recommended for this workload.</source>
        <translation>%1 GB 低于此任务推荐的 %2 GB。</translation>
    </message>
    <message>
        <source>Memory bandwidth %1 GB/s, which decides this workload.</source>
        <translation>显存带宽 %1 GB/s，这是此任务的决定因素。</translation>
    </message>
    <message>
        <source>Tensor TF32 %1 TFLOPS.</source>
        <translation>Tensor TF32 算力 %1 TFLOPS。</translation>
    </message>
    <message>
        <source>Tensor %1 %2 TFLOPS.</source>
        <translation>Tensor %1 算力 %2 TFLOPS。</translation>
    </message>
    <message>
        <source>%1 %2 TFLOPS without tensor cores.</source>
        <translation>%1 算力 %2 TFLOPS（不使用 Tensor 核心）。</translation>
    </message>
    <message>
        <source>Memory bandwidth %1 GB/s.</source>
        <translation>显存带宽 %1 GB/s。</translation>
    </message>
    <message>
        <source>Measured %1 %2 on %3 (%4).</source>
        <translation>%3 实测 %1 %2（%4）。</translation>
    </message>
    <message>
        <source>%1× the %2&apos;s performance.</source>
        <translation>性能是 %2 的 %1 倍。</translation>
    </message>
    <message>
        <source>%1× the %2&apos;s performance per %3.</source>
        <translation>性价比（按 %3 计）是 %2 的 %1 倍。</translation>
    </message>
    <message numerus="yes">
        <source>Fitted to %n measured result(s), the model puts this work at %1 FLOP per byte of memory traffic: on the %2, %3 % of the time is arithmetic and %4 % memory traffic, so both the compute rate and the memory bandwidth count.</source>
        <translation>
            <numerusform>模型根据 %n 个实测结果拟合，此任务每字节显存访问约 %1 次浮点运算：在 %2 上，%3% 的时间用于计算，%4% 用于显存访问，所以计算速度和显存带宽都很重要。</numerusform>
        </translation>
    </message>
    <message>
        <source>Preferred to the higher-ranked %1: %2</source>
        <translation>优先于排名更高的 %1：%2</translation>
    </message>
    <message>
        <source>The price is more than a year old: check today&apos;s price before comparing value.</source>
        <translation>价格已超过一年：比较性价比之前，请先查看当前价格。</translation>
    </message>
    <message>
        <source>An SXM/OAM module: it mounts on a server baseboard, not in the PCIe slot of a desktop.</source>
        <translation>SXM/OAM 模块：需安装在服务器基板上，不能插入台式机的 PCIe 插槽。</translation>
    </message>
    <message>
        <source>no CUDA support</source>
        <translation>不支持 CUDA</translation>
    </message>
    <message>
        <source>slow FP16</source>
        <translation>FP16 很慢</translation>
    </message>
    <message>
        <source>no tensor cores</source>
        <translation>无张量核心</translation>
    </message>
    <message>
        <source>precision unsupported</source>
        <translation>不支持该精度</translation>
    </message>
    <message>
        <source>low memory</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <source>ROCm</source>
        <translation>ROCm</translation>
    </message>
    <message>
        <source>Intel software</source>
        <translation>Intel 软件栈</translation>
    </message>
    <message>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>passive cooling</source>
        <translation>被动散热</translation>
    </message>
    <message>
        <source>high power</source>
        <translation>高功耗</translation>
    </message>
    <message>
        <source>laptop</source>
        <translation>笔记本</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>estimated price</source>
        <translation>估算价格</translation>
    </message>
    <message>
        <source>unknown specs</source>
        <translation>规格未知</translation>
    </message>
    <message>
        <source>old price</source>
        <translation>旧价格</translation>
    </message>
    <message>
        <source>server module</source>
        <translation>服务器模块</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>Over your budget: shown for comparison, not ranked.</source>
        <translation>超出你的预算：仅供比较，不参与排名。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A card and what is known of its price, in the line of cards without a price.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>另外 %n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>Preferred to the higher-ranked %1.</source>
        <translation>优先于排名更高的 %1。</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>The list separator between the cards a pick was preferred to.</extracomment>
        <translation>；</translation>
    </message>
    <message>
        <source>With no measured results to fit for this workload, the model assumes %1 FLOP per byte of memory traffic: on the %2, %3 % of the time is arithmetic and %4 % memory traffic.</source>
        <translation>这一工作负载没有可用于拟合的实测结果，模型假定每字节显存流量对应 %1 次浮点运算：在 %2 上，%3 % 的时间用于计算，%4 % 用于显存读写。</translation>
    </message>
    <message>
        <source>As best value, preferred to the %1, which gives more performance per price: %2</source>
        <translation>作为性价比最佳，优先于每元性能更高的 %1：%2</translation>
    </message>
    <message>
        <source>As most memory per price, preferred to the %1, which gives more memory per price: %2</source>
        <translation>作为每元显存最多，优先于每元显存更多的 %1：%2</translation>
    </message>
    <message>
        <source>As best value, preferred to these cards, which give more performance per price: %1.</source>
        <translation>作为性价比最佳，优先于这些每元性能更高的显卡：%1。</translation>
    </message>
    <message>
        <source>As most memory per price, preferred to these cards, which give more memory per price: %1.</source>
        <translation>作为每元显存最多，优先于这些每元显存更多的显卡：%1。</translation>
    </message>
    <message>
        <source>No card with a known price passes these limits (budget, memory, condition): widen them, or add your own prices.</source>
        <translation>没有已知价格的显卡满足这些条件（预算、显存、成色）：请放宽条件，或添加你自己的价格。</translation>
    </message>
    <message>
        <source>FP32 %1 TFLOPS.</source>
        <translation>FP32 %1 TFLOPS。</translation>
    </message>
    <message>
        <source>%1 %2 TFLOPS (the non-tensor rate, which the estimate uses).</source>
        <translation>%1 %2 TFLOPS（非 Tensor 算力，估算用的就是它）。</translation>
    </message>
    <message>
        <source>Estimated from specs (%1): likely between %2× and %3× the %4&apos;s performance.</source>
        <translation>根据规格估算（%1）：性能可能为 %4 的 %2× 至 %3×。</translation>
    </message>
    <message>
        <source>Its best current price: new it costs %1 %2.</source>
        <translation>它目前的最低价：全新 %1 %2。</translation>
    </message>
    <message>
        <source>Its best current price: used it costs %1 %2.</source>
        <translation>它目前的最低价：二手 %1 %2。</translation>
    </message>
    <message>
        <source>Your used price of %1 (%2) is not used: the ranking considers new prices only. Set the condition to &quot;new or used&quot; to use it.</source>
        <translation>你填写的二手价 %1（%2）未被采用：排名只考虑全新价格。把成色设为“全新或二手”即可采用。</translation>
    </message>
    <message>
        <source>Your new price of %1 (%2) is not used: the ranking considers used prices only. Set the condition to &quot;new or used&quot; to use it.</source>
        <translation>你填写的全新价 %1（%2）未被采用：排名只考虑二手价格。把成色设为“全新或二手”即可采用。</translation>
    </message>
    <message numerus="yes">
        <source>Fitted to %n measured result(s), the model splits the time on the %1 into %2 % tensor-core arithmetic, %3 % memory traffic and %4 % work on the CUDA cores (normalisation, activations, optimizer), so the tensor cores, the memory bandwidth and the CUDA cores all count.</source>
        <translation>
            <numerusform>根据 %n 个实测结果拟合，模型把 %1 上的耗时拆分为 %2% Tensor 核心运算、%3% 显存访问和 %4% CUDA 核心上的工作（归一化、激活函数、优化器），因此 Tensor 核心、显存带宽和 CUDA 核心都很重要。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Within these limits only %n card(s) of legacy software remain, which today&apos;s default builds no longer run: widen the limits, or accept legacy software (settings, or --software legacy) if you keep an older toolkit.</source>
        <translation>
            <numerusform>在这些限制内只剩 %n 张需要旧版软件的显卡，当前的默认版本已不再支持它们：请放宽限制；如果你保留了旧版工具链，也可以接受旧版软件（在设置中，或用 --software legacy）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Its figure is an unverified estimate: no card of its vendor has a measured result.</source>
        <translation>它的数据是未验证的估算：其厂商没有任何显卡有实测结果。</translation>
    </message>
    <message>
        <source>, unverified estimate</source>
        <translation>，未验证的估算</translation>
    </message>
    <message>
        <source>Preferred to the %1, whose figure is an unverified estimate (no measured card of its vendor) with a range of %2–%3× the reference: this card is within that range and its figure is verified.</source>
        <translation>优先于 %1：后者的数据是未验证的估算（其厂商没有实测过的显卡），范围为参考卡的 %2–%3×；本卡在该范围内，且数据已验证。</translation>
    </message>
    <message>
        <source>your price not used</source>
        <translation>未采用你的价格</translation>
    </message>
    <message>
        <source>legacy software</source>
        <translation>旧版软件</translation>
    </message>
    <message>
        <source>unsupported software</source>
        <translation>软件不支持</translation>
    </message>
    <message>
        <source>FP16 math runs at 1/64 of FP32 on this Pascal chip (all Pascal but the P100): mixed precision brings no speed-up.</source>
        <translation>这款 Pascal 芯片的 FP16 运算速度只有 FP32 的 1/64（除 P100 外的所有 Pascal 都是如此）：混合精度不会带来加速。</translation>
    </message>
    <message>
        <source>You entered a price of the other condition (new or used) than the ranking considers: it is not used. Set the condition to &quot;new or used&quot; to use it.</source>
        <translation>你填写的价格成色（全新或二手）与排名所考虑的不同：未被采用。把成色设为“全新或二手”即可采用。</translation>
    </message>
    <message>
        <source>Legacy software: today&apos;s default builds no longer run it, only an older toolkit build does (PyTorch&apos;s CUDA 12.6 builds for NVIDIA before compute capability 7.5; ROCm 6.3 and older for AMD GCN 5); not picked unless the settings include legacy software.</source>
        <translation>旧版软件：当前的默认版本已不再支持它，只有较旧的工具链版本可以（计算能力 7.5 以前的 NVIDIA 用 PyTorch 的 CUDA 12.6 版本；AMD GCN 5 用 ROCm 6.3 及更早版本）；除非设置中包含旧版软件，否则不会选它。</translation>
    </message>
    <message>
        <source>Unsupported software: no current build of its vendor&apos;s stack supports it: not recommended.</source>
        <translation>软件不支持：其厂商的软件栈当前没有任何版本支持它：不推荐。</translation>
    </message>
    <message>
        <source>AMD: LLM inference runs on llama.cpp (ROCm/HIP or Vulkan back end) and on vLLM with ROCm for Instinct and Radeon RX 7900/9000 cards; ROCm itself is Linux-first.</source>
        <translation>AMD：LLM 推理可用 llama.cpp（ROCm/HIP 或 Vulkan 后端），Instinct 和 Radeon RX 7900/9000 系列显卡还可用基于 ROCm 的 vLLM；ROCm 本身以 Linux 为主。</translation>
    </message>
    <message>
        <source>Intel: for LLM inference use llama.cpp (SYCL or Vulkan back end) or PyTorch&apos;s XPU builds; support is newer than CUDA&apos;s.</source>
        <translation>Intel：LLM 推理请用 llama.cpp（SYCL 或 Vulkan 后端）或 PyTorch 的 XPU 版本；其支持比 CUDA 起步晚。</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>estimate calibrated on measured cards of the same architecture</source>
        <translation>根据同架构实测显卡校准的估算</translation>
    </message>
    <message>
        <source>unverified estimate: no measured card of this vendor</source>
        <translation>未验证的估算：该厂商没有实测显卡</translation>
    </message>
    <message numerus="yes">
        <source>Per board: performance per price and per watt count its %n GPUs together (%1× the %2&apos;s performance), against the board&apos;s price and power.</source>
        <translation>
            <numerusform>按整块板卡计：每价格性能和每瓦性能把它的 %n 个 GPU 合在一起计算（%2 性能的 %1×），对应整块板卡的价格和功耗。</numerusform>
        </translation>
    </message>
    <message>
        <source>A card runs the largest batch its memory holds, and a small batch costs time: the model adds %1 % with 12 GB, %2 % with 24 GB and %3 % with 80 GB.</source>
        <translation>每张卡都以其显存能容纳的最大批量运行，批量小就更费时间：模型在 12 GB 时加 %1 %，24 GB 时加 %2 %，80 GB 时加 %3 %。</translation>
    </message>
    <message>
        <source>calibrated estimate</source>
        <translation>已校准的估计</translation>
    </message>
    <message>
        <source>extrapolated estimate</source>
        <translation>外推的估计</translation>
    </message>
    <message>
        <source>unverified estimate</source>
        <translation>未经验证的估计</translation>
    </message>
    <message>
        <source>%1, likely %2–%3×</source>
        <comment>estimate basis and range</comment>
        <translation>%1，可能为 %2–%3×</translation>
    </message>
    <message>
        <source>BF16 %1 TFLOPS: the FP16 rate, as the catalog has no BF16 figure for this card and its architecture (%2) runs BF16 at its FP16 rate.</source>
        <translation>BF16 %1 TFLOPS：即 FP16 速率——目录中没有这张卡的 BF16 数字，而其架构（%2）以 FP16 速率运行 BF16。</translation>
    </message>
    <message>
        <source>The price as seen: %1.</source>
        <extracomment>%1 the price as its source gave it (&quot;1,599 USD on 2026-02-01, converted&quot;).</extracomment>
        <translation>原始价格：%1。</translation>
    </message>
    <message numerus="yes">
        <source>last seen at %1 %2 on %3, %n month(s) ago</source>
        <translation>
            <numerusform>最后见于 %3，%1 %2，%n 个月前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>launch price %1 USD, %2, %n month(s) ago</source>
        <translation>
            <numerusform>发布价 %1 美元，%2，%n 个月前</numerusform>
        </translation>
    </message>
    <message>
        <source>launch price %1 USD</source>
        <translation>发布价 %1 美元</translation>
    </message>
    <message>
        <source>never priced</source>
        <translation>从未有过价格</translation>
    </message>
    <message>
        <source>%1; worth buying below %2 %3</source>
        <extracomment>%1 what is known of its price, %2 amount, %3 currency (the price to beat).</extracomment>
        <translation>%1；低于 %2 %3 值得买</translation>
    </message>
    <message>
        <source>converted price</source>
        <translation>换算价格</translation>
    </message>
    <message>
        <source>Converted price: judged at a price seen in another currency, or per GPU of a module or server, converted at the rate of its own date; check a local price before buying.</source>
        <translation>换算价格：按以其他币种观察到的价格（或模组、整机价格折算的单卡价）评价，已按当日汇率换算；购买前请核对本地价格。</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <extracomment>After the cards named in the line of cards without a price.</extracomment>
        <translation>
            <numerusform>，另有 %n 张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in range have no current price and are not ranked: %1.</source>
        <extracomment>%1 the cards with what is known of their price; a ranking with a budget leaves them out.</extracomment>
        <translation>
            <numerusform>范围内有 %n 张显卡没有当前价格，未参与排名：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 Applies to: %2.</source>
        <extracomment>A think-twice line: a warning sentence, then the cards it applies to.</extracomment>
        <translation>%1涉及：%2。</translation>
    </message>
    <message>
        <source>%1 GB cannot hold %2: it needs %3 GB, and %4 GB is kept free.</source>
        <translation>%1 GB 装不下%2：它需要 %3 GB，另需留出 %4 GB 空闲。</translation>
    </message>
    <message>
        <source>%1 GB holds %2: it needs %3 GB, %4 GB stays free.</source>
        <translation>%1 GB 能装下%2：它需要 %3 GB，还剩 %4 GB 空闲。</translation>
    </message>
    <message>
        <source>%1 GB cannot hold the %2B model: its weights take %3 GB at %4, with about 20 % for the KV cache %5 GB, and %6 GB is kept free.</source>
        <translation>%1 GB 装不下 %2B 模型：%4 下权重占 %3 GB，加上约 20 % 的 KV 缓存共 %5 GB，另需留出 %6 GB 空闲。</translation>
    </message>
    <message>
        <source>%1 GB holds the %2B model: its weights take %3 GB at %4, with about 20 % for the KV cache %5 GB, and %6 GB stays free.</source>
        <translation>%1 GB 能装下 %2B 模型：%4 下权重占 %3 GB，加上约 20 % 的 KV 缓存共 %5 GB，还剩 %6 GB 空闲。</translation>
    </message>
    <message>
        <source>No card with a known price within these limits has the memory for %1: it needs %2 GB per GPU, and some memory is kept free. Several cards may hold it (the set-ups below), or choose a smaller model, fewer bits or a larger budget.</source>
        <translation>在这些限制内，没有已知价格的单卡有足够显存运行%1：每个 GPU 需要 %2 GB，并需留出一些空闲显存。可以用多卡组合（见下方方案），或选更小的模型、更少的位数或更高的预算。</translation>
    </message>
    <message>
        <source>No card with a known price within these limits has the memory for a %1-billion-parameter model in %2: its weights need %3 GB with 20 % to spare, and some memory is kept free. Choose a smaller model or precision, or widen the budget.</source>
        <translation>在这些限制内，没有已知价格的显卡有足够显存以%2运行 %1 十亿参数的模型：权重加 20 % 余量需要 %3 GB，并需留出一些空闲显存。请选择更小的模型或精度，或放宽预算。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in range have no current price and are not ranked.</source>
        <extracomment>Said on a small screen, without naming the cards (Edit &gt; Prices to check lists them).</extracomment>
        <translation>
            <numerusform>范围内有 %n 张显卡没有当前价格，未参与排名。</numerusform>
        </translation>
    </message>
    <message>
        <source>own software stack</source>
        <translation>自有软件栈</translation>
    </message>
    <message>
        <source>Its own software stack, not CUDA: PyTorch&apos;s CUDA builds, FlashAttention, bitsandbytes and vLLM do not run as they are; check that your framework and models run on it (its stack support and source are in the details).</source>
        <translation>自有软件栈，不是 CUDA：PyTorch 的 CUDA 版本、FlashAttention、bitsandbytes 和 vLLM 不能直接运行；请先确认你的框架和模型能在它上面运行（软件栈支持程度及来源见详情）。</translation>
    </message>
    <message numerus="yes">
        <source>Per server: performance per price and per watt count its %n GPUs at %1 % of one GPU&apos;s speed each (data parallel over NVLink, fitted on measured multi-GPU results): %2× the %3&apos;s performance, against the server&apos;s price and the GPUs&apos; power.</source>
        <extracomment>%n: GPUs of the server, %1: percent of one GPU&apos;s speed each keeps, %2: the server&apos;s relative performance, %3: the reference card.</extracomment>
        <translation>
            <numerusform>每台服务器：性价比与能效按其 %n 个 GPU 计算，每个保持单 GPU 速度的 %1 %（NVLink 上的数据并行，按实测多 GPU 结果拟合）：为 %3 性能的 %2 倍，对应服务器的价格与 GPU 的功耗。</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message numerus="yes">
        <source>The others are estimated from specifications with a model fitted to %n measured result(s) (%1, %2), typically within ±%3 % of a measurement for this workload.</source>
        <extracomment>%1 the network, %2 its unit, %3 the typical deviation in percent.</extracomment>
        <translation>
            <numerusform>其余根据规格、用拟合了 %n 个实测结果（%1，%2）的模型估算，此任务与实测的典型偏差约 ±%3 %。</numerusform>
        </translation>
    </message>
    <message>
        <source>The others are estimated from specifications with the model&apos;s documented default parameters (%1, %2): no measured results to fit for this workload.</source>
        <translation>其余根据规格、用模型文档中的默认参数（%1，%2）估算：此任务没有实测结果可用于拟合。</translation>
    </message>
    <message>
        <source>Judged at %1 %2: %3 (the card is still sold new).</source>
        <extracomment>%3 how the price was obtained (&quot;estimate from the launch price of 1,599 USD, converted at 7.20 CNY/USD&quot;).</extracomment>
        <translation>按 %1 %2 计算：%3（该卡仍有全新在售）。</translation>
    </message>
    <message numerus="yes">
        <source>Judged at %1 %2: %3 (%n month(s) ago: check today&apos;s price).</source>
        <extracomment>%3 how the price was obtained (&quot;new street price of 2026-10-01&quot;).</extracomment>
        <translation>
            <numerusform>按 %1 %2 计算：%3（%n 个月前：请核对当前价格）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Judged at %1 %2: %3.</source>
        <extracomment>%3 how the price was obtained (&quot;new street price of 2026-10-01&quot;).</extracomment>
        <translation>按 %1 %2 计算：%3。</translation>
    </message>
    <message>
        <source>four desktop cards</source>
        <translation>四张桌面卡</translation>
    </message>
    <message>
        <source>Four desktop cards in one machine: plan the slots or risers, the power supply and the cooling; more than four is a server build.</source>
        <translation>一台机器内四张桌面显卡：请规划插槽或延长线、电源与散热；四张以上应按服务器搭建。</translation>
    </message>
    <message numerus="yes">
        <source>Per workstation: for LLM inference llama.cpp splits the layers across its %n cards: memory adds up, speed does not (%1 % of one card&apos;s speed, fitted on measured multi-GPU results), against the cards&apos; price and power.</source>
        <extracomment>%n: cards of the workstation, %1: percent of one card&apos;s speed the split keeps.</extracomment>
        <translation>
            <numerusform>按工作站计：推理大语言模型时 llama.cpp 把各层分到其 %n 张卡上：显存相加，速度不相加（为单卡速度的 %1 %，依据实测多 GPU 结果拟合），对应各卡的价格与功耗。</numerusform>
        </translation>
    </message>
    <message>
        <source>machine power</source>
        <translation>整机功耗</translation>
    </message>
    <message>
        <source>The cards&apos; board power adds up: size the power supply for all of them at full load plus about 300 W for the rest of the machine, and check that the wall circuit carries it.</source>
        <translation>多张卡的功耗相加：电源要按全部卡满载再加约 300 W（整机其余部分）来选，并确认墙上电路承载得了。</translation>
    </message>
    <message numerus="yes">
        <source>Per server: for one LLM stream vLLM splits every layer across its %n GPUs over NVLink (tensor parallel): %1× one GPU&apos;s speed, fitted on measured vLLM results of 2 to 8 SXM GPUs (they lie at %2–%3× of the fit), against the server&apos;s price and the GPUs&apos; power.</source>
        <extracomment>%n: GPUs of the server, %1: its speed-up over one GPU (&quot;2.7&quot;), %2–%3: where the measured results lie against the fit (&quot;0.61–1.43&quot;).</extracomment>
        <translation>
            <numerusform>按服务器计：只服务一路大语言模型请求时，vLLM 经 NVLink 把每一层拆到其 %n 块 GPU 上（张量并行）：速度为单块 GPU 的 %1×，依据 2 到 8 块 SXM GPU 的 vLLM 实测结果拟合（实测值落在拟合值的 %2–%3×），对应服务器的价格与各 GPU 的功耗。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Per server: for one LLM stream the model&apos;s layers are split across its %n GPUs: memory adds up, speed does not (%1 % of one GPU&apos;s speed, fitted on measured multi-GPU results of llama.cpp; tensor parallelism over these GPUs&apos; links can be faster, but no measured result here shows by how much), against the server&apos;s price and the GPUs&apos; power.</source>
        <extracomment>%n: GPUs of the server, %1: percent of one GPU&apos;s speed the split keeps.</extracomment>
        <translation>
            <numerusform>按服务器计：只服务一路大语言模型请求时，模型的各层分到其 %n 块 GPU 上：显存相加，速度不相加（为单块 GPU 速度的 %1 %，依据 llama.cpp 的实测多 GPU 结果拟合；经这些 GPU 之间互联的张量并行可能更快，但目录中没有实测结果说明快多少），对应服务器的价格与各 GPU 的功耗。</numerusform>
        </translation>
    </message>
    <message>
        <source>modified board</source>
        <translation>改装卡</translation>
    </message>
    <message>
        <source>Price estimated (from the launch price, or from the catalog&apos;s price histories where its newest price is over a year old): check today&apos;s price.</source>
        <translation>价格为估计值（来自首发价，或在其最新价格超过一年时来自目录的价格历史）：请核对今天的价格。</translation>
    </message>
    <message>
        <source>A modified board: a third party rebuilt it with more memory; its GPU&apos;s vendor never sold it and gives no warranty, and its drivers treat it as the stock card. Buy from a seller who gives their own warranty.</source>
        <translation>改装卡：由第三方加装显存重做；GPU 厂商从未出售过它，也不提供保修，驱动把它当作原版卡。请从提供自家保修的卖家购买。</translation>
    </message>
    <message>
        <source>Judged at ≈ %1 %2: %3.</source>
        <extracomment>%3 what the estimate rests on (&quot;estimated used price, likely 4,600–6,300 CNY: estimated from 31 cards&apos; price histories, …&quot;).</extracomment>
        <translation>按约 %1 %2 评判：%3。</translation>
    </message>
    <message>
        <source>Compute-capped: its specs promise more than its arithmetic allows; held at %1 % of its peak, the most any measured card reached on this work.</source>
        <translation>已按算力封顶：按规格估算的速度超出了它的算力所能达到的水平；按本任务实测卡中的最高效率计，即其峰值的 %1 %。</translation>
    </message>
    <message>
        <source>Compute-capped: its specs promise more than its arithmetic allows; held at the most any measured card did per TFLOPS on this work.</source>
        <translation>已按算力封顶：按规格估算的速度超出了它的算力所能达到的水平；按本任务实测卡中每 TFLOPS 的最高产出计。</translation>
    </message>
    <message>
        <source>Its maker publishes no FP32 rate: the work on its vector cores is not counted, so the estimate is an upper bound.</source>
        <translation>厂商未公布 FP32 算力：其向量核心上的工作量未计入，因此该估算是上限。</translation>
    </message>
    <message>
        <source>estimate extrapolated beyond the measured cards</source>
        <translation>超出实测卡范围的外推估算</translation>
    </message>
    <message numerus="yes">
        <source>Per workstation: performance per price and per watt count its %n cards at %1 % of one card&apos;s speed each (data parallel over PCIe, fitted on measured multi-GPU results): %2× the %3&apos;s performance, against the machine&apos;s price (its cards and a host allowance) and the cards&apos; power.</source>
        <extracomment>%n: cards of the workstation, %1: percent of one card&apos;s speed each keeps, %2: the workstation&apos;s relative performance, %3: the reference card.</extracomment>
        <translation>
            <numerusform>按整台工作站计：单位价格性能与每瓦性能按其 %n 张卡、每张为单卡速度的 %1 % 计算（经 PCIe 数据并行，按实测多 GPU 结果拟合）：为 %3 性能的 %2 倍，对应整机价格（各卡加主机费用）与各卡功耗。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>last seen at %1 %2 a GPU (%3 %2 for %4 GPUs) on %5, %n month(s) ago</source>
        <extracomment>A module&apos;s share of the last price of the server it came in: &quot;last seen at 333,333 CNY a GPU (2,666,667 CNY for 8 GPUs) on 2023-10-20, 37 months ago&quot;.</extracomment>
        <translation>
            <numerusform>最后见于 %5，每块 GPU %1 %2（%4 块 GPU 共 %3 %2），%n 个月前</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankingFields</name>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Estimated relative performance</source>
        <translation>估算相对性能</translation>
    </message>
    <message>
        <source>Measured relative performance</source>
        <translation>实测相对性能</translation>
    </message>
    <message>
        <source>Relative performance</source>
        <translation>相对性能</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation>价格依据</translation>
    </message>
    <message>
        <source>Performance per price</source>
        <translation>性价比</translation>
    </message>
    <message>
        <source>per 1,000 %1</source>
        <translation>每 1,000 %1</translation>
    </message>
    <message>
        <source>Performance per watt</source>
        <translation>每瓦性能</translation>
    </message>
    <message>
        <source>per kW</source>
        <translation>每 kW</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每块 GPU 显存</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the short names of a card&apos;s flags.</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Performance per price, whole system</source>
        <translation>整机性价比</translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message>
        <source>Break-even, cloud hours</source>
        <translation>回本所需云端小时数</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>Reference card</source>
        <translation>参考卡</translation>
    </message>
    <message>
        <source>Gain over your card</source>
        <translation>相对你的显卡的提升</translation>
    </message>
    <message>
        <source>Gain per price</source>
        <translation>每单位价格的提升</translation>
    </message>
    <message>
        <source>Software support</source>
        <translation>软件支持</translation>
    </message>
    <message>
        <source>Estimate basis</source>
        <translation>估算依据</translation>
    </message>
    <message>
        <source>Estimate, low</source>
        <translation>估算下限</translation>
    </message>
    <message>
        <source>Estimate, high</source>
        <translation>估算上限</translation>
    </message>
    <message>
        <source>Worth buying below (value)</source>
        <translation>低于此价值得买（性价比）</translation>
    </message>
    <message>
        <source>Worth its premium below</source>
        <translation>低于此价值得多花钱</translation>
    </message>
    <message>
        <source>Converted price</source>
        <translation>换算价格</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Price as seen</source>
        <translation>原始价格</translation>
    </message>
    <message>
        <source>Rental compared</source>
        <translation>对比的租用方案</translation>
    </message>
    <message>
        <source>interruptible</source>
        <translation>可中断</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>nearest class, not the same GPU</source>
        <translation>最接近的同级，非同一 GPU</translation>
    </message>
    <message>
        <source>Rent per hour</source>
        <translation>每小时租金</translation>
    </message>
    <message>
        <source>Rental kind</source>
        <translation>租用类型</translation>
    </message>
    <message>
        <source>Rental match</source>
        <translation>租用匹配</translation>
    </message>
    <message>
        <source>the same GPU</source>
        <translation>同一 GPU</translation>
    </message>
    <message>
        <source>Break-even, hours of rental</source>
        <translation>回本所需租用小时数</translation>
    </message>
    <message>
        <source>Owning, 3 years</source>
        <translation>三年自购成本</translation>
    </message>
    <message>
        <source>Renting, 3 years</source>
        <translation>三年租用成本</translation>
    </message>
    <message>
        <source>Break-even, months at your hours a day</source>
        <translation>回本月数（按你每天的使用小时）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Relative performance, whole machine</source>
        <translation>整机相对性能</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>Estimated price, low</source>
        <translation>估算价格下限</translation>
    </message>
    <message>
        <source>Estimated price, high</source>
        <translation>估算价格上限</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Place in the ranking for the chosen workload and precision: by relative performance, among cards with a price that the ranking recommends</source>
        <translation>在所选任务和精度下的排名：按相对性能，在有价格且被推荐的显卡中排序</translation>
    </message>
    <message>
        <source>Relative perf.</source>
        <translation>相对性能</translation>
    </message>
    <message>
        <source>Performance relative to the reference card (1.00×)</source>
        <translation>相对参考卡的性能（参考卡 = 1.00×）</translation>
    </message>
    <message>
        <source>Perf. per 1k %1</source>
        <translation>每千 %1 性能</translation>
    </message>
    <message>
        <source>Performance per 1,000 %1</source>
        <translation>每千 %1 性能</translation>
    </message>
    <message>
        <source>Relative performance per 1,000 %1</source>
        <translation>每千 %1 的相对性能</translation>
    </message>
    <message>
        <source>Perf. per kW</source>
        <translation>每千瓦性能</translation>
    </message>
    <message>
        <source>Performance per kW</source>
        <translation>每千瓦性能</translation>
    </message>
    <message>
        <source>Relative performance per kW of board power</source>
        <translation>每千瓦功耗的相对性能</translation>
    </message>
    <message>
        <source>Worth below %1</source>
        <translation>值得买的价（%1）</translation>
    </message>
    <message>
        <source>The price to beat: at this price (%1) the card would give the same performance per price as the best-value pick</source>
        <translation>值得买的价格：以此价格（%1）购买，这张卡的性价比与性价比之选相同</translation>
    </message>
</context>
<context>
    <name>RemovePriceCommand</name>
    <message>
        <source>remove price %1</source>
        <translation>删除价格 %1</translation>
    </message>
</context>
<context>
    <name>ReportBuilder</name>
    <message>
        <source>%1 (measured)</source>
        <translation>%1（实测）</translation>
    </message>
    <message>
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>new or used</source>
        <translation>全新或二手</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between the items of a list</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <source>Date %1 · GPU Advisor %2 · catalog version %3</source>
        <translation>日期 %1 · 显卡参谋 %2 · 目录版本 %3</translation>
    </message>
    <message>
        <source>GPU recommendation report</source>
        <translation>显卡推荐报告</translation>
    </message>
    <message>
        <source>Your request</source>
        <translation>你的需求</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>模型规模</translation>
    </message>
    <message>
        <source>%1 billion parameters</source>
        <translation>%1B 参数</translation>
    </message>
    <message>
        <source>Budget (card alone)</source>
        <translation>预算（仅显卡）</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>成色</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每块 GPU 显存</translation>
    </message>
    <message>
        <source>at least %1 GB</source>
        <translation>至少 %1 GB</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Board power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>at most %1 W</source>
        <translation>最多 %1 W</translation>
    </message>
    <message>
        <source>Vendors</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Forms</source>
        <translation>形态</translation>
    </message>
    <message>
        <source>Further filters</source>
        <translation>其他筛选条件</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>CUDA support</source>
        <translation>CUDA 支持</translation>
    </message>
    <message>
        <source>compute capability %1 or newer; older NVIDIA cards are flagged, never recommended</source>
        <translation>计算能力 %1 及以上；更老的 NVIDIA 显卡会被标记，且永不推荐</translation>
    </message>
    <message>
        <source>Rest of the system</source>
        <translation>整机其余部分</translation>
    </message>
    <message>
        <source>%1, added for performance per system price</source>
        <translation>%1，计算整机性价比时计入</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>%1 per kWh, %2 hours a day for %3 years</source>
        <translation>每千瓦时 %1，每天 %2 小时，共 %3 年</translation>
    </message>
    <message>
        <source>Reference card</source>
        <translation>参考卡</translation>
    </message>
    <message>
        <source>%1 = 1.00</source>
        <translation>%1 = 1.00</translation>
    </message>
    <message>
        <source>Compared on request</source>
        <translation>按要求对比</translation>
    </message>
    <message>
        <source>How the cards are ranked: %1</source>
        <translation>排名方法：%1</translation>
    </message>
    <message>
        <source>GPU Advisor %1 · catalog %2 · %3</source>
        <translation>显卡参谋 %1 · 目录 %2 · %3</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>the PDF could not be drawn</source>
        <translation>无法绘制 PDF</translation>
    </message>
    <message>
        <source>vendor %1</source>
        <translation>厂商 %1</translation>
    </message>
    <message>
        <source>product line %1</source>
        <translation>产品线 %1</translation>
    </message>
    <message>
        <source>architecture %1</source>
        <translation>架构 %1</translation>
    </message>
    <message>
        <source>form %1</source>
        <translation>形态 %1</translation>
    </message>
    <message>
        <source>memory at least %1 GB</source>
        <translation>显存至少 %1 GB</translation>
    </message>
    <message>
        <source>memory at most %1 GB</source>
        <translation>显存最多 %1 GB</translation>
    </message>
    <message>
        <source>price at least %1</source>
        <translation>价格至少 %1</translation>
    </message>
    <message>
        <source>price at most %1</source>
        <translation>价格最多 %1</translation>
    </message>
    <message>
        <source>board power at most %1 W</source>
        <translation>功耗最多 %1 W</translation>
    </message>
    <message>
        <source>compute capability at least %1</source>
        <translation>计算能力至少 %1</translation>
    </message>
    <message>
        <source>with tensor cores</source>
        <translation>有 Tensor 核心</translation>
    </message>
    <message>
        <source>without tensor cores</source>
        <translation>无 Tensor 核心</translation>
    </message>
    <message>
        <source>supported by current CUDA</source>
        <translation>当前 CUDA 支持</translation>
    </message>
    <message>
        <source>no longer supported by CUDA</source>
        <translation>CUDA 已不再支持</translation>
    </message>
    <message>
        <source>not CUDA (AMD, Intel)</source>
        <translation>非 CUDA（AMD、Intel）</translation>
    </message>
    <message>
        <source>released in %1 or later</source>
        <translation>%1 年及以后发布</translation>
    </message>
    <message>
        <source>released in %1 or earlier</source>
        <translation>%1 年及以前发布</translation>
    </message>
    <message>
        <source>name contains &quot;%1&quot;</source>
        <translation>名称包含“%1”</translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>%1 cards match the request and %2 of them could be ranked. Performance is relative to the reference card (%3 = 1.00).</source>
        <translation>有 %1 张显卡符合需求，其中 %2 张可以排名。性能相对于参考卡（%3 = 1.00）。</translation>
    </message>
    <message>
        <source>Best performance within the budget</source>
        <translation>预算内性能最强</translation>
    </message>
    <message>
        <source>Best performance per price</source>
        <translation>性价比最高</translation>
    </message>
    <message>
        <source>Most memory per price</source>
        <translation>每元显存最多</translation>
    </message>
    <message>
        <source>rank %1 of %2</source>
        <translation>第 %1 名，共 %2 名</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a price and its details</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Relative performance</source>
        <translation>相对性能</translation>
    </message>
    <message>
        <source>%1 %2, %3 (%4)</source>
        <translation>%1 %2，%3（%4）</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message>
        <source>%1 over %2 years</source>
        <translation>%2 年共 %1</translation>
    </message>
    <message>
        <source>Cloud break-even</source>
        <translation>与云服务的盈亏平衡</translation>
    </message>
    <message>
        <source>%1 hours of %2</source>
        <translation>租用 %2 %1 小时</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>Check before buying:</source>
        <translation>购买前请确认：</translation>
    </message>
    <message>
        <source>Cost efficiency</source>
        <translation>性价比</translation>
    </message>
    <message>
        <source>How much performance each unit of money buys: relative performance per 1,000 %1 of the card&apos;s price. Longer is better.</source>
        <translation>每花一份钱能买到多少性能：按显卡价格计，每千 %1 的相对性能。条形越长越好。</translation>
    </message>
    <message>
        <source>No card of this report has both a price and a performance figure.</source>
        <translation>本报告中没有同时具备价格和性能数据的显卡。</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>compared on request</source>
        <translation>按要求对比</translation>
    </message>
    <message>
        <source>Not in the chart (no price or no performance figure): %1</source>
        <translation>未列入图表（没有价格或性能数据）：%1</translation>
    </message>
    <message>
        <source>Side-by-side comparison</source>
        <translation>并排对比</translation>
    </message>
    <message>
        <source>Recommended cards (★) first, then the cards you chose to compare. Prices in %1 with the date they were seen; &quot;—&quot; means unknown.</source>
        <translation>先列推荐的显卡（★），再列你选择对比的显卡。价格单位为 %1，并注明日期；“—”表示未知。</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Memory
GB/GPU</source>
        <translation>显存
GB/GPU</translation>
    </message>
    <message>
        <source>Bandwidth
GB/s</source>
        <translation>显存带宽
GB/s</translation>
    </message>
    <message>
        <source>%1
TFLOPS</source>
        <translation>%1
TFLOPS</translation>
    </message>
    <message>
        <source>Power
W</source>
        <translation>功耗
W</translation>
    </message>
    <message>
        <source>CUDA
CC</source>
        <translation>CUDA
计算能力</translation>
    </message>
    <message>
        <source>Price
%1</source>
        <translation>价格
%1</translation>
    </message>
    <message>
        <source>Rel.
perf.</source>
        <translation>相对
性能</translation>
    </message>
    <message>
        <source>Perf. per
1k %1</source>
        <translation>每千 %1
性能</translation>
    </message>
    <message>
        <source>Perf.
per kW</source>
        <translation>每千瓦
性能</translation>
    </message>
    <message>
        <source>A card without a rank is outside the request (over the budget or filtered out); it is judged by the same model and reference for comparison.</source>
        <translation>没有排名的显卡不符合需求（超出预算或被筛掉）；为便于对比，它按同一模型和参考卡评估。</translation>
    </message>
    <message>
        <source>Think twice</source>
        <translation>请三思</translation>
    </message>
    <message>
        <source>A low price can hide a card that current CUDA no longer supports, slow 16-bit math, too little memory, the risks of the used market, or a power supply that is too small. Read these before you buy.</source>
        <translation>低价背后可能是当前 CUDA 已不再支持的显卡、很慢的 16 位运算、太小的显存、二手市场的风险，或电源不够。购买前请先读这些。</translation>
    </message>
    <message>
        <source>No card in this report carries a warning.</source>
        <translation>本报告中的显卡都没有警告。</translation>
    </message>
    <message>
        <source>Further cards of the catalog with warnings, not listed here: %1. The ranking in the app shows them all.</source>
        <translation>目录中还有带警告的显卡未在此列出：%1。应用中的排名会全部显示。</translation>
    </message>
    <message>
        <source>Prices, benchmarks and their sources</source>
        <translation>价格、跑分及其来源</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Price %1, %2</source>
        <extracomment>%1 the amount, %2 how it was obtained (&quot;used street price&quot;).</extracomment>
        <translation>价格 %1，%2</translation>
    </message>
    <message>
        <source>Price: none known</source>
        <translation>价格：未知</translation>
    </message>
    <message>
        <source>Measured %1: %2 %3</source>
        <translation>实测 %1：%2 %3</translation>
    </message>
    <message>
        <source>Specifications</source>
        <translation>规格参数</translation>
    </message>
    <message>
        <source>Performance figures are estimates from public specifications and benchmarks; prices change quickly. Check the current price and your software&apos;s hardware support before you buy.</source>
        <translation>性能数据是根据公开规格和跑分得出的估算；价格变化很快。购买前请确认当前价格以及你所用软件对硬件的支持。</translation>
    </message>
    <message>
        <source>No card to compare: none was recommended or chosen for comparison.</source>
        <translation>没有可对比的显卡：既没有推荐的显卡，也没有选来对比的显卡。</translation>
    </message>
    <message>
        <source>No card was compared, so no figure needs its source here.</source>
        <translation>没有对比任何显卡，因此这里没有需要列出来源的数据。</translation>
    </message>
    <message>
        <source>TF32/FP32
TFLOPS</source>
        <translation>TF32/FP32
TFLOPS</translation>
    </message>
    <message>
        <source>INT8
TOPS</source>
        <translation>INT8
TOPS</translation>
    </message>
    <message>
        <source>FP16
TFLOPS</source>
        <translation>FP16
TFLOPS</translation>
    </message>
    <message>
        <source>Software support</source>
        <translation>软件支持</translation>
    </message>
    <message>
        <source>current and legacy builds (e.g. PyTorch&apos;s CUDA 12.6 builds for NVIDIA before compute capability 7.5): legacy cards are flagged and may be picked</source>
        <translation>当前版本和旧版本（例如 PyTorch 为计算能力 7.5 以前的 NVIDIA 显卡提供的 CUDA 12.6 版本）：需要旧版软件的显卡会被标出，也可能被选中</translation>
    </message>
    <message>
        <source>today&apos;s default builds: legacy cards (e.g. NVIDIA before compute capability 7.5) are flagged and never picked</source>
        <translation>当前的默认版本：需要旧版软件的显卡（例如计算能力 7.5 以前的 NVIDIA 显卡）会被标出，且不会被选中</translation>
    </message>
    <message>
        <source>Current card (baseline)</source>
        <translation>当前显卡（基准）</translation>
    </message>
    <message>
        <source>%1, relative performance %2</source>
        <translation>%1，相对性能 %2</translation>
    </message>
    <message>
        <source>Over your current card</source>
        <translation>相比你当前的显卡</translation>
    </message>
    <message>
        <source>%1 × the performance of %2</source>
        <translation>性能为 %2 的 %1 倍</translation>
    </message>
    <message>
        <source>Will %1 fit</source>
        <translation>%1 能否装下</translation>
    </message>
    <message>
        <source>Inference with the weights in %1, a context of %2 tokens and a batch of %3.</source>
        <translation>推理：权重为 %1，上下文 %2 tokens，批大小 %3。</translation>
    </message>
    <message>
        <source>%1 fine-tuning, sequences of %2 tokens, a batch of %3 per GPU.</source>
        <translation>%1 微调，序列长度 %2 tokens，每块 GPU 批大小 %3。</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>全参数</translation>
    </message>
    <message>
        <source>%1 (%2 billion parameters). %3 On one GPU it needs %4 GB.</source>
        <translation>%1（%2B 参数）。%3单块 GPU 需要 %4 GB。</translation>
    </message>
    <message>
        <source>No card or configuration within the request&apos;s limits holds it.</source>
        <translation>在请求的限制范围内，没有任何显卡或配置能装下它。</translation>
    </message>
    <message>
        <source>The configurations that hold it, best first; memory per GPU in GB as printed on cards (GiB), the card&apos;s memory last.</source>
        <translation>能装下它的配置，按优劣排序；每块 GPU 的显存单位为显卡上标注的 GB（即 GiB），显卡显存列在最后。</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Activ-
ations</source>
        <translation>激活
值</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Over-
head</source>
        <translation>额外
开销</translation>
    </message>
    <message>
        <source>Needs
per GPU</source>
        <translation>每 GPU
需求</translation>
    </message>
    <message>
        <source>Card
GB</source>
        <translation>显卡
GB</translation>
    </message>
    <message>
        <source>(current card)</source>
        <translation>（当前显卡）</translation>
    </message>
    <message>
        <source>This is your current card: for this pick, keep it.</source>
        <translation>这就是你当前的显卡：就这一项而言，留着它就好。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>relative performance and how sure it is</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>买还是租</translation>
    </message>
    <message>
        <source>Each card against the cloud rental of the same GPU, on demand (an interruptible price only where no other is known, and the nearest class where no cloud rents that GPU, marked ≈). Three years at %1 hours a day; owning counts the price</source>
        <translation>每张卡对比同一 GPU 的云端按需租用价（只有在没有其他价格时才用可中断价格；没有云厂商出租该 GPU 时用最接近的同级，标 ≈）。按三年、每天 %1 小时计；自购成本计入价格</translation>
    </message>
    <message>
        <source>the rest of the system (%1)</source>
        <translation>整机其余部分（%1）</translation>
    </message>
    <message>
        <source>electricity at %1 per kWh</source>
        <translation>电费每千瓦时 %1</translation>
    </message>
    <message>
        <source>less %1 % resale</source>
        <translation>减去 %1 % 的二手残值</translation>
    </message>
    <message>
        <source>Rented as</source>
        <translation>租用方案</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>Break-even (hours)</source>
        <translation>回本（小时）</translation>
    </message>
    <message>
        <source>Owning, 3 years</source>
        <translation>三年自购</translation>
    </message>
    <message>
        <source>Renting, 3 years</source>
        <translation>三年租用</translation>
    </message>
    <message>
        <source>(interruptible)</source>
        <translation>（可中断）</translation>
    </message>
    <message>
        <source>Rent per
hour</source>
        <translation>每小时
租金</translation>
    </message>
    <message>
        <source>%1: rented as %2 at %3 %4 an hour, so its price pays for %5 hours of renting.</source>
        <translation>%1：租用 %2，每小时 %3 %4，买价够租 %5 小时。</translation>
    </message>
    <message>
        <source>%1: rented as %2 at %3 %4 an hour.</source>
        <translation>%1：租用 %2，每小时 %3 %4。</translation>
    </message>
    <message>
        <source>%1 hours of %2 (nearest class)</source>
        <translation>租用 %2 %1 小时（最接近的同档）</translation>
    </message>
    <message>
        <source>Where a card has its own measured result, that result is used.</source>
        <translation>显卡有自己的实测结果时，使用实测结果。</translation>
    </message>
    <message>
        <source>Specifications; %1, %2 (released %3)</source>
        <extracomment>%1 the price (&quot;≈ 11,513 CNY&quot;), %2 how it was obtained (&quot;estimate from the launch price of 1,599 USD, converted at 7.20 CNY/USD&quot;), %3 the release date.</extracomment>
        <translation>规格；%1，%2（%3 发布）</translation>
    </message>
    <message>
        <source>%1 (prices seen in other currencies converted at the rate of their own date, those after the newest rate known (%3) at that rate; launch prices at %2 CNY per USD)</source>
        <translation>%1（以其他币种看到的价格按各自日期的汇率换算，晚于已知最新汇率（%3）的按该汇率换算；首发价按 %2 CNY 兑 1 USD 换算）</translation>
    </message>
    <message>
        <source>The date and source of every price, measured result and specification used above. Prices seen in other currencies are converted at the rate of their own date (monthly averages of the Federal Reserve&apos;s H.10 series, docs/data-sources.md), a price after the newest rate known (%2) at that rate, and marked ≈; launch prices at %1 CNY per USD.</source>
        <translation>上文所用每个价格、实测结果和规格的日期与来源。以其他币种看到的价格按各自日期的汇率换算（美联储 H.10 月均值，docs/data-sources.md），晚于已知最新汇率（%2）的价格按该汇率换算，并标以 ≈；首发价按 %1 CNY 兑 1 USD 换算。</translation>
    </message>
    <message>
        <source>The job: %1 million trained tokens</source>
        <translation>训练任务：%1M 个训练 token</translation>
    </message>
    <message>
        <source>Trained tokens are the dataset&apos;s tokens times the epochs. The set-ups within the budget, fastest first. Bought: the job&apos;s share of the price and electricity of three years at %1 hours a day; rented: the same GPUs on demand for the job&apos;s hours. Trained tokens/s are estimates (the share of the tensor peak that published fine-tuning runs reach; ~ extrapolated, ? unverified).</source>
        <translation>训练 token 数 = 数据集 token 数 × 训练轮数。下表为预算内的配置，最快的在前。自购：该任务在三年（每天 %1 小时）的价格与电费中分摊的部分；租用：按需租用同样的 GPU，租满该任务的小时数。每秒训练 token 数为估计值（按已发表的微调实测所达到的张量核心峰值比例；~ 为外推，? 为未经验证）。</translation>
    </message>
    <message>
        <source>Trained
tokens/s</source>
        <translation>训练
token/s</translation>
    </message>
    <message>
        <source>Job
hours</source>
        <translation>任务
小时数</translation>
    </message>
    <message>
        <source>Job bought
%1</source>
        <translation>任务自购
%1</translation>
    </message>
    <message>
        <source>Job rented
%1</source>
        <translation>任务租用
%1</translation>
    </message>
    <message>
        <source>%1 at %2: %3 h for the job (%4 trained tokens/s)</source>
        <translation>%1，%2：该任务需 %3 小时（每秒训练 %4 个 token）</translation>
    </message>
    <message>
        <source>Cheapest that does the job: %1.</source>
        <translation>能完成该任务的最便宜配置：%1。</translation>
    </message>
    <message>
        <source>It trains %1 × as fast as the %2 for %3 × its price.</source>
        <extracomment>%1: times as fast, %2: the cheapest set-up, %3: times the price.</extracomment>
        <translation>它的训练速度是 %2 的 %1 倍，价格是其 %3 倍。</translation>
    </message>
    <message>
        <source>Fastest within the budget: %1.</source>
        <translation>预算内最快：%1。</translation>
    </message>
    <message>
        <source>No set-up within the budget trains faster.</source>
        <translation>预算内没有训练更快的配置。</translation>
    </message>
    <message>
        <source>No electricity price is set (Settings, or --electricity-price): &quot;bought&quot; counts the price alone.</source>
        <translation>未设置电价（见设置，或 --electricity-price）：“自购”只计算价格。</translation>
    </message>
    <message>
        <source>No set-up that holds it has a price within the request&apos;s limits on today&apos;s software.</source>
        <translation>在请求的限制内，没有能装下它且有价格、并受当前软件支持的配置。</translation>
    </message>
    <message>
        <source>%1 %2, rank %3 of %4: %5 tokens/s at %6.</source>
        <extracomment>A set-up pick of the report: &quot;Best value: NVIDIA GeForce RTX 3060 12 GB, rank 7 of 64: 55.8 tokens/s at ≈ 1,381 CNY.&quot;</extracomment>
        <translation>%1%2，排名 %3/%4：%5 tokens/s，价格 %6。</translation>
    </message>
    <message>
        <source>The set-ups to buy</source>
        <translation>可购买的配置</translation>
    </message>
    <message>
        <source>Within the budget and on today&apos;s software, the fewest cards that hold it; ranked by tokens/s per price (? unverified, ~ extrapolated estimate).</source>
        <translation>预算之内、当前软件支持、能装下它的最少卡数配置；按每单位价格的 tokens/s 排名（? 为未验证估计，~ 为外推估计）。</translation>
    </message>
    <message>
        <source>Best value and cheapest:</source>
        <translation>性价比最佳且最便宜：</translation>
    </message>
    <message>
        <source>Best value:</source>
        <translation>性价比最佳：</translation>
    </message>
    <message>
        <source>Cheapest:</source>
        <translation>最便宜：</translation>
    </message>
    <message>
        <source>Fastest:</source>
        <translation>最快：</translation>
    </message>
    <message>
        <source>%1 ranks higher, but its speed is an unverified estimate.</source>
        <translation>%1 排名更高，但其速度是未验证的估计。</translation>
    </message>
    <message>
        <source>Tokens/s per
1,000 %1</source>
        <translation>每 1,000 %1
Tokens/s</translation>
    </message>
</context>
<context>
    <name>ReportFonts</name>
    <message>
        <source>No font on this computer can show Chinese text, so the report would print boxes instead of characters. Install a Chinese font (on Debian and Ubuntu: sudo apt-get install fonts-noto-cjk) and try again.</source>
        <translation>这台电脑上没有能显示中文的字体，报告会把汉字印成方框。请安装中文字体（Debian 和 Ubuntu：sudo apt-get install fonts-noto-cjk）后重试。</translation>
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
        <translation>%1 不是有效的%2</translation>
    </message>
    <message>
        <source>%1 is too large</source>
        <translation>%1 太大</translation>
    </message>
    <message>
        <source>%1 must be greater than zero</source>
        <translation>%1 必须大于零</translation>
    </message>
    <message>
        <source>%1 is ambiguous: use a point for decimals and commas only between groups of three digits</source>
        <translation>%1 有歧义：小数请用小数点，逗号只能用于每三位数字的分组</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 不是数字</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 不是整数</translation>
    </message>
    <message>
        <source>%1 names two different currencies</source>
        <translation>%1 写了两种不同的币种</translation>
    </message>
    <message>
        <source>%1 is not a price</source>
        <translation>%1 不是价格</translation>
    </message>
    <message>
        <source>%1 is a rate, not a memory size</source>
        <translation>%1 是速率，不是显存容量</translation>
    </message>
    <message>
        <source>%1 is not a valid date</source>
        <translation>%1 不是有效日期</translation>
    </message>
    <message>
        <source>%1 is ambiguous (day/month order): write it as YYYY-MM-DD</source>
        <translation>%1 有歧义（日/月顺序不明）：请写成 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>%1 is not a date (expected YYYY-MM-DD)</source>
        <translation>%1 不是日期（应为 YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>%1 is not a valid month</source>
        <translation>%1 不是有效月份</translation>
    </message>
    <message>
        <source>%1 is not yes/no</source>
        <translation>%1 不是 是/否</translation>
    </message>
    <message>
        <source>memory size</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>power in watts</source>
        <translation>功率（瓦）</translation>
    </message>
    <message>
        <source>clock frequency</source>
        <translation>频率</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>%1 names two kinds of power (%2 and %3)</source>
        <translation>%1 写了两种功耗类型（%2 和 %3）</translation>
    </message>
    <message>
        <source>%1: a power range gives its low end first, below its high end</source>
        <translation>%1：功耗范围应先写下限，且下限低于上限</translation>
    </message>
</context>
<context>
    <name>gpu</name>
    <message>
        <source>legacy software: %1 runs only on %2</source>
        <translation>旧版软件：%1 只能在 %2 上运行</translation>
    </message>
    <message>
        <source>unsupported software for %1: %2</source>
        <translation>软件不支持 %1：%2</translation>
    </message>
    <message>
        <source>AMD: llama.cpp (ROCm or Vulkan) or vLLM on ROCm; check the card is on ROCm&apos;s support list</source>
        <translation>AMD：llama.cpp（ROCm 或 Vulkan）或基于 ROCm 的 vLLM；请确认该卡在 ROCm 的支持列表中</translation>
    </message>
    <message>
        <source>AMD: PyTorch on ROCm (Linux); check the card is on ROCm&apos;s support list</source>
        <translation>AMD：基于 ROCm 的 PyTorch（Linux）；请确认该卡在 ROCm 的支持列表中</translation>
    </message>
    <message>
        <source>Intel: PyTorch XPU or llama.cpp (SYCL, Vulkan)</source>
        <translation>Intel：PyTorch XPU 或 llama.cpp（SYCL、Vulkan）</translation>
    </message>
    <message>
        <source>more than two desktop cards: plan slots or risers, the power supply and cooling</source>
        <translation>台式机显卡多于两张：需规划好插槽或延长线、电源和散热</translation>
    </message>
    <message>
        <source>layers split across cards: memory adds up, speed does not (tensor parallelism over NVLink adds speed)</source>
        <translation>按层拆分到多张卡：显存可以叠加，速度不能（通过 NVLink 做张量并行才能提速）</translation>
    </message>
    <message>
        <source>Architecture assumed like %1 (only the parameter count is known).</source>
        <translation>假定架构与 %1 相似（只知道参数量）。</translation>
    </message>
    <message>
        <source>The model&apos;s layers and heads are unknown: the KV cache and activations are not counted.</source>
        <translation>模型的层数和注意力头数未知：未计入 KV 缓存和激活值。</translation>
    </message>
    <message>
        <source>Mixture of experts: every expert is held in memory (%1B parameters); %2B are used per token.</source>
        <translation>混合专家：所有专家都要放在显存中（%1B 参数）；每个 token 使用 %2B。</translation>
    </message>
    <message>
        <source>Layers split across %1 GPUs: memory adds up, one token still passes every GPU in turn.</source>
        <translation>按层拆分到 %1 块 GPU：显存可以叠加，但每个 token 仍要依次经过每块 GPU。</translation>
    </message>
    <message>
        <source>LoRA adapters of rank %1 on every attention and MLP projection (%2 million trainable parameters).</source>
        <translation>在每个注意力和 MLP 投影上加 rank 为 %1 的 LoRA 适配器（%2M 个可训练参数）。</translation>
    </message>
    <message>
        <source>Weights, gradients and optimizer states sharded across %1 GPUs (ZeRO-3 / FSDP); each GPU trains on its own batch.</source>
        <translation>权重、梯度和优化器状态切分到 %1 块 GPU 上（ZeRO-3 / FSDP）；每块 GPU 用各自的批次训练。</translation>
    </message>
    <message>
        <source>Data parallel across %1 GPUs: each GPU holds what is not sharded.</source>
        <translation>在 %1 块 GPU 上做数据并行：每块 GPU 都保存未切分的部分。</translation>
    </message>
    <message>
        <source>Gradient checkpointing: only each layer&apos;s input is kept.</source>
        <translation>梯度检查点：只保留每层的输入。</translation>
    </message>
    <message>
        <source>field %1: %2</source>
        <translation>字段 %1：%2</translation>
    </message>
    <message>
        <source>more active than total parameters</source>
        <translation>激活参数多于总参数</translation>
    </message>
    <message>
        <source>a sliding-window model needs its window size</source>
        <translation>滑动窗口模型需要提供窗口大小</translation>
    </message>
    <message>
        <source>latent attention needs the cached dimension</source>
        <translation>潜在注意力需要提供缓存维度</translation>
    </message>
    <message>
        <source>more sliding-window layers than layers</source>
        <translation>滑动窗口层数多于总层数</translation>
    </message>
    <message>
        <source>%1B-parameter model</source>
        <translation>%1B 参数模型</translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <translation>计算能力 %1</translation>
    </message>
    <message>
        <source>today&apos;s default PyTorch builds (CUDA 12.8 and 13) and CUDA 13</source>
        <translation>当前默认的 PyTorch 版本（CUDA 12.8 和 13）以及 CUDA 13</translation>
    </message>
    <message>
        <source>PyTorch&apos;s CUDA 12.6 builds and other CUDA 12 builds (llama.cpp); CUDA 13 needs 7.5</source>
        <translation>PyTorch 的 CUDA 12.6 版本及其他 CUDA 12 版本（llama.cpp）；CUDA 13 需要 7.5</translation>
    </message>
    <message>
        <source>a PyTorch RFC (pytorch/pytorch#190385, July 2026) proposes removing the CUDA 12.6 builds in PyTorch 2.15</source>
        <translation>一项 PyTorch RFC（pytorch/pytorch#190385，2026 年 7 月）提议在 PyTorch 2.15 中移除 CUDA 12.6 版本</translation>
    </message>
    <message>
        <source>no current CUDA (CUDA 12 removed Kepler, 3.x)</source>
        <translation>没有当前版本的 CUDA 支持（CUDA 12 已移除 Kepler，3.x）</translation>
    </message>
    <message>
        <source>ROCm 7 (PyTorch on ROCm, vLLM, llama.cpp)</source>
        <translation>ROCm 7（基于 ROCm 的 PyTorch、vLLM、llama.cpp）</translation>
    </message>
    <message>
        <source>ROCm 6.4.1 and newer (PyTorch on ROCm, llama.cpp)</source>
        <translation>ROCm 6.4.1 及更新版本（基于 ROCm 的 PyTorch、llama.cpp）</translation>
    </message>
    <message>
        <source>ROCm&apos;s current support list (PyTorch on ROCm, llama.cpp)</source>
        <translation>ROCm 当前的支持列表（基于 ROCm 的 PyTorch、llama.cpp）</translation>
    </message>
    <message>
        <source>not on ROCm&apos;s Linux support list (llama.cpp&apos;s Vulkan back end runs it)</source>
        <translation>不在 ROCm 的 Linux 支持列表中（llama.cpp 的 Vulkan 后端可以运行它）</translation>
    </message>
    <message>
        <source>ROCm 6.3 and older (llama.cpp&apos;s Vulkan back end still runs it)</source>
        <translation>ROCm 6.3 及更早版本（llama.cpp 的 Vulkan 后端仍可运行它）</translation>
    </message>
    <message>
        <source>maintenance mode since ROCm 6.0; not in ROCm 7</source>
        <translation>自 ROCm 6.0 起进入维护模式；ROCm 7 已不再支持</translation>
    </message>
    <message>
        <source>PyTorch&apos;s XPU builds (and llama.cpp with SYCL or Vulkan)</source>
        <translation>PyTorch 的 XPU 版本（以及使用 SYCL 或 Vulkan 的 llama.cpp）</translation>
    </message>
    <message>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>legacy</source>
        <translation>旧版</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>Current software: %1 runs on %2 (%3).</source>
        <translation>当前软件：%1 可在 %2 上运行（%3）。</translation>
    </message>
    <message>
        <source>Legacy software: %1 runs only on %2 (%3).</source>
        <translation>旧版软件：%1 只能在 %2 上运行（%3）。</translation>
    </message>
    <message>
        <source>Unsupported software for %1: %2 (%3).</source>
        <translation>软件不支持 %1：%2（%3）。</translation>
    </message>
    <message>
        <source>Announced end: %1.</source>
        <translation>已宣布终止支持：%1。</translation>
    </message>
    <message>
        <source>%1 at %2, %3 tokens</source>
        <extracomment>What the memory need is of: &quot;Llama 3.1 8B at Q4_K_M, 4,096 tokens&quot;.</extracomment>
        <translation>%1（%2，%3 个 token）</translation>
    </message>
    <message>
        <source>LoRA fine-tuning of %1, %2 tokens</source>
        <translation>%1 的 LoRA 微调（%2 个 token）</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning of %1, %2 tokens</source>
        <translation>%1 的 QLoRA 微调（%2 个 token）</translation>
    </message>
    <message>
        <source>full fine-tuning of %1, %2 tokens</source>
        <translation>%1 的全参数微调（%2 个 token）</translation>
    </message>
    <message>
        <source>LLM</source>
        <translation>大语言模型</translation>
    </message>
    <message>
        <source>image generation</source>
        <translation>图像生成</translation>
    </message>
    <message>
        <source>vision</source>
        <translation>视觉</translation>
    </message>
    <message>
        <source>speech</source>
        <translation>语音</translation>
    </message>
    <message>
        <source>text encoder</source>
        <translation>文本编码器</translation>
    </message>
    <message>
        <source>full</source>
        <translation>全注意力</translation>
    </message>
    <message>
        <source>sliding window</source>
        <translation>滑动窗口</translation>
    </message>
    <message>
        <source>hybrid (sliding and full)</source>
        <translation>混合（滑动窗口与全注意力）</translation>
    </message>
    <message>
        <source>latent (MLA)</source>
        <translation>潜在注意力（MLA）</translation>
    </message>
    <message>
        <source>unified memory: the GPU shares the machine&apos;s %1 GB with the CPU; how much it may use by default is not in the catalog, so the fit assumes all of it</source>
        <extracomment>%1: the machine&apos;s memory, GB.</extracomment>
        <translation>统一内存：GPU 与 CPU 共用整机 %1 GB；目录中没有默认可用比例，评估按全部可用计算</translation>
    </message>
    <message>
        <source>unified memory: the GPU may use %1 % of it by default (%2 GB of %3 GB)</source>
        <extracomment>%1: percent, %2: GB the GPU may use, %3: the machine&apos;s memory, GB, %4: how to raise it.</extracomment>
        <translation>统一内存：GPU 默认可用其中 %1 %（%3 GB 中的 %2 GB）</translation>
    </message>
    <message>
        <source>how to raise it: see the device&apos;s details</source>
        <translation>提高方法见该设备详情</translation>
    </message>
    <message>
        <source>%1, experimental support: PyTorch only through a preview or the vendor&apos;s fork; PyTorch&apos;s CUDA builds, FlashAttention, bitsandbytes and vLLM do not run (%2).</source>
        <translation>%1，实验性支持：PyTorch 只能通过预览版或厂商分支运行；PyTorch 的 CUDA 版本、FlashAttention、bitsandbytes 和 vLLM 不能运行（%2）。</translation>
    </message>
    <message>
        <source>%1, the vendor&apos;s own framework only: PyTorch&apos;s CUDA builds, FlashAttention, bitsandbytes and vLLM do not run; only the vendor&apos;s framework builds and ported models (%2).</source>
        <translation>%1，仅支持厂商自有框架：PyTorch 的 CUDA 版本、FlashAttention、bitsandbytes 和 vLLM 不能运行；只有厂商的框架版本和移植过的模型（%2）。</translation>
    </message>
    <message>
        <source>Pure BF16 training: weights, gradients and AdamW moments in 16 bits, no FP32 master copy (torchtune, LitGPT bf16-true).</source>
        <translation>纯 BF16 训练：权重、梯度和 AdamW 动量都是 16 位，不保留 FP32 主权重（torchtune、LitGPT bf16-true）。</translation>
    </message>
    <message>
        <source>Loss over chunks of the output: the logits stay 16-bit (torchtune, LitGPT, Unsloth).</source>
        <translation>按输出分块计算损失：logits 保持 16 位（torchtune、LitGPT、Unsloth）。</translation>
    </message>
    <message>
        <source>Mixed precision: FP32 master weights and AdamW moments beside the 16-bit weights (Hugging Face Trainer, DeepSpeed).</source>
        <translation>混合精度：16 位权重之外另有 FP32 主权重和 AdamW 动量（Hugging Face Trainer、DeepSpeed）。</translation>
    </message>
    <message>
        <source>Loss over the whole output at once, as a plain Hugging Face training loop computes it.</source>
        <translation>一次对整个输出计算损失，与普通 Hugging Face 训练循环相同。</translation>
    </message>
    <message>
        <source>%1-GPU server (%2 between the GPUs)</source>
        <extracomment>%1: 4 or 8; %2: the link between the GPUs.</extracomment>
        <translation>%1 卡服务器（GPU 之间为 %2）</translation>
    </message>
    <message>
        <source>NVLink/NVSwitch</source>
        <translation>NVLink/NVSwitch</translation>
    </message>
    <message>
        <source>Infinity Fabric or the platform&apos;s links</source>
        <translation>Infinity Fabric 或平台自带互连</translation>
    </message>
    <message>
        <source>priced as the whole server, host included</source>
        <translation>价格为整台服务器，含主机</translation>
    </message>
    <message>
        <source>priced as %1 × the price of one GPU; a host (CPUs, memory, power, chassis) comes on top</source>
        <translation>价格按 %1 × 单块 GPU 价格计；主机（CPU、内存、电源、机箱）另计</translation>
    </message>
    <message>
        <source>data-parallel training keeps about %1 % of each GPU&apos;s speed over NVLink (fitted on %2 measured multi-GPU results)</source>
        <extracomment>%1: percent per GPU, %2: number of measured results.</extracomment>
        <translation>经 NVLink 数据并行训练时每块 GPU 约保留 %1 % 的速度（依据 %2 条实测多 GPU 结果拟合）</translation>
    </message>
    <message>
        <source>over the budget to buy: rent it on demand (%1); the budget pays for about %2 hours</source>
        <extracomment>%1: the cloud offering, %2: hours the budget rents it for.</extracomment>
        <translation>超出购买预算：可按需租用（%1）；预算约够租 %2 小时</translation>
    </message>
    <message>
        <source>%1 × %2 server</source>
        <extracomment>A configuration of server modules: &quot;8 × NVIDIA H100 SXM 80 GB server&quot;.</extracomment>
        <translation>%1 × %2 服务器</translation>
    </message>
    <message>
        <source>Optimizer step in the backward pass (torchtune&apos;s optimizer_in_bwd): each gradient is freed once its weights are updated, so only the largest weight tensor&apos;s gradient is counted; no gradient accumulation.</source>
        <translation>优化器步骤在反向传播中执行（torchtune 的 optimizer_in_bwd）：每个梯度在其权重更新后即释放，因此只计最大权重张量的梯度；不能使用梯度累积。</translation>
    </message>
    <message>
        <source>Every gradient kept until the optimizer step, as most training loops do.</source>
        <translation>所有梯度都保留到优化器步骤，多数训练循环都是如此。</translation>
    </message>
    <message>
        <source>Paged optimizer (bitsandbytes): the AdamW moments (%1 GB in all) may move to CPU memory when the GPU runs short, which slows every step; counted on the GPU: those of the largest trained tensor, and of tensors too small to be paged.</source>
        <translation>分页优化器（bitsandbytes）：显存不足时 AdamW 动量（共 %1 GB）可移到 CPU 内存，每一步都会因此变慢；GPU 上只计最大可训练张量的动量，以及太小而不分页的张量的动量。</translation>
    </message>
    <message>
        <source>Optimizer states held in GPU memory (no paged optimizer).</source>
        <translation>优化器状态保存在显存中（不使用分页优化器）。</translation>
    </message>
    <message>
        <source>%1, partial support: PyTorch runs through the vendor&apos;s backend, not PyTorch&apos;s CUDA builds; libraries written for CUDA alone do not run (%2).</source>
        <extracomment>%1: the device&apos;s software stack (&quot;CANN + torch_npu&quot;), %2: its source and date.</extracomment>
        <translation>%1，部分支持：PyTorch 经厂商后端运行，而非 PyTorch 的 CUDA 版本；只为 CUDA 编写的库无法运行（%2）。</translation>
    </message>
    <message>
        <source>CUDA, compute capability 6.0 and newer</source>
        <translation>CUDA，计算能力 6.0 及以上</translation>
    </message>
    <message>
        <source>CUDA needs compute capability 6.0 or newer since version 0.48; this card has %1</source>
        <translation>自 0.48 版起 CUDA 需计算能力 6.0 及以上；此卡为 %1</translation>
    </message>
    <message>
        <source>AMD ROCm, official since version 0.50</source>
        <translation>AMD ROCm，自 0.50 版起正式支持</translation>
    </message>
    <message>
        <source>not on its list of ROCm GPUs (CDNA, RDNA 2 and newer)</source>
        <translation>不在其 ROCm GPU 列表中（CDNA、RDNA 2 及更新）</translation>
    </message>
    <message>
        <source>Intel XPU, official since version 0.50</source>
        <translation>Intel XPU，自 0.50 版起正式支持</translation>
    </message>
    <message>
        <source>Intel Gaudi: 4-bit QLoRA in part, no 8-bit optimizers</source>
        <translation>Intel Gaudi：4 位 QLoRA 部分支持，无 8 位优化器</translation>
    </message>
    <message>
        <source>Apple silicon: 4-bit QLoRA runs, 8-bit and paged optimizers are still planned</source>
        <translation>Apple 芯片：4 位 QLoRA 可运行，8 位与分页优化器尚在计划中</translation>
    </message>
    <message>
        <source>Apple silicon (MPS): 4-bit QLoRA</source>
        <translation>Apple 芯片（MPS）：4 位 QLoRA</translation>
    </message>
    <message>
        <source>runs on CUDA, ROCm, Intel XPU, Gaudi and Apple silicon only</source>
        <translation>仅在 CUDA、ROCm、Intel XPU、Gaudi 和 Apple 芯片上运行</translation>
    </message>
    <message>
        <source>Ampere and newer</source>
        <translation>Ampere 及更新架构</translation>
    </message>
    <message>
        <source>Turing: a community fork with a core subset</source>
        <translation>Turing：社区分支，仅核心子集</translation>
    </message>
    <message>
        <source>needs Ampere (compute capability 8.0) or newer</source>
        <translation>需要 Ampere（计算能力 8.0）或更新架构</translation>
    </message>
    <message>
        <source>ROCm, Instinct MI200 and newer, RDNA 3 and 4</source>
        <translation>ROCm，Instinct MI200 及更新、RDNA 3 与 RDNA 4</translation>
    </message>
    <message>
        <source>ROCm: only the opt-in Triton back end</source>
        <translation>ROCm：仅可选的 Triton 后端</translation>
    </message>
    <message>
        <source>not on its list of GPUs</source>
        <translation>不在其 GPU 列表中</translation>
    </message>
    <message>
        <source>compute capability 8.9 (Ada) and newer</source>
        <translation>计算能力 8.9（Ada）及以上</translation>
    </message>
    <message>
        <source>needs compute capability 8.9 (Ada) or newer</source>
        <translation>需要计算能力 8.9（Ada）或以上</translation>
    </message>
    <message>
        <source>AMD&apos;s port for ROCm: Instinct MI300 and MI350, GEMM and attention in part</source>
        <translation>AMD 的 ROCm 移植版：Instinct MI300 与 MI350，矩阵乘与注意力部分支持</translation>
    </message>
    <message>
        <source>AMD&apos;s port has no plan for Radeon (RDNA 3, RDNA 4)</source>
        <translation>AMD 的移植版无支持 Radeon（RDNA 3、RDNA 4）的计划</translation>
    </message>
    <message>
        <source>no FP8 training library for this device</source>
        <translation>此设备没有 FP8 训练库</translation>
    </message>
    <message>
        <source>CUDA, compute capability 7.5 and newer</source>
        <translation>CUDA，计算能力 7.5 及以上</translation>
    </message>
    <message>
        <source>today&apos;s builds need compute capability 7.5 or newer</source>
        <translation>当前版本需要计算能力 7.5 或以上</translation>
    </message>
    <message>
        <source>ROCm: Instinct MI200 and newer, Radeon RX 7900 and RX 9000, Ryzen AI</source>
        <translation>ROCm：Instinct MI200 及更新、Radeon RX 7900 与 RX 9000 系列、Ryzen AI</translation>
    </message>
    <message>
        <source>not on its list of ROCm GPUs</source>
        <translation>不在其 ROCm GPU 列表中</translation>
    </message>
    <message>
        <source>Intel XPU: basic inference and serving</source>
        <translation>Intel XPU：基本推理与服务</translation>
    </message>
    <message>
        <source>Intel Gaudi: the vllm-gaudi plugin</source>
        <translation>Intel Gaudi：vllm-gaudi 插件</translation>
    </message>
    <message>
        <source>Ascend: the community-maintained vllm-ascend plugin</source>
        <translation>昇腾：社区维护的 vllm-ascend 插件</translation>
    </message>
    <message>
        <source>Apple silicon: the community vllm-metal plugin (vLLM itself: CPU only)</source>
        <translation>Apple 芯片：社区的 vllm-metal 插件（vLLM 本身仅支持 CPU）</translation>
    </message>
    <message>
        <source>PyTorch labels its Intel GPU support a prototype</source>
        <translation>PyTorch 将其 Intel GPU 支持标为原型阶段</translation>
    </message>
    <message>
        <source>ROCm, tested on Instinct MI100 and MI200</source>
        <translation>ROCm，已在 Instinct MI100 与 MI200 上测试</translation>
    </message>
    <message>
        <source>ROCm: tested on Instinct MI100 and MI200 only</source>
        <translation>ROCm：仅在 Instinct MI100 与 MI200 上测试</translation>
    </message>
    <message>
        <source>Intel XPU: a contributed accelerator, verified on Data Center GPU Max</source>
        <translation>Intel XPU：社区贡献的加速器支持，已在数据中心 GPU Max 上验证</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>FP8 training</source>
        <translation>FP8 训练</translation>
    </message>
    <message>
        <source>fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>FP8 weights</source>
        <translation>FP8 权重</translation>
    </message>
    <message>
        <source>AWQ or GPTQ weights</source>
        <translation>AWQ 或 GPTQ 权重</translation>
    </message>
    <message>
        <source>AdamW with 32-bit states instead</source>
        <translation>改用 32 位状态的 AdamW</translation>
    </message>
    <message>
        <source>a CUDA or ROCm card for training</source>
        <translation>训练请改用 CUDA 或 ROCm 显卡</translation>
    </message>
    <message>
        <source>PyTorch&apos;s own attention instead (slower, more memory at long sequences)</source>
        <translation>改用 PyTorch 自带的注意力实现（长序列时更慢、占用更多显存）</translation>
    </message>
    <message>
        <source>llama.cpp with GGUF weights instead</source>
        <translation>改用 llama.cpp 与 GGUF 权重</translation>
    </message>
    <message>
        <source>PyTorch&apos;s FSDP instead</source>
        <translation>改用 PyTorch 的 FSDP</translation>
    </message>
    <message>
        <source>LoRA in 16 bits instead</source>
        <translation>改用 16 位 LoRA</translation>
    </message>
    <message>
        <source>BF16 training instead</source>
        <translation>改用 BF16 训练</translation>
    </message>
    <message>
        <source>%1 runs here with limits: %2 (%3)</source>
        <extracomment>%1: a library (&quot;vLLM&quot;), %2: what the support covers, %3: source and date.</extracomment>
        <translation>%1 在此有限制地运行：%2（%3）</translation>
    </message>
    <message>
        <source>%1 needs %2, which runs here only as a preview (%3; %4): %5</source>
        <extracomment>%1: the method (&quot;QLoRA&quot;), %2: the library, %3: scope, %4: source and date, %5: what to do instead.</extracomment>
        <translation>%1 需要 %2，它在此仅为预览版（%3；%4）：%5</translation>
    </message>
    <message>
        <source>the 8-bit or paged optimizer</source>
        <translation>8 位或分页优化器</translation>
    </message>
    <message>
        <source>%1 runs here only as a preview (%2; %3)</source>
        <translation>%1 在此仅为预览版（%2；%3）</translation>
    </message>
    <message>
        <source>%1 needs %2, which does not run here (%3; %4): %5</source>
        <translation>%1 需要 %2，它在此无法运行（%3；%4）：%5</translation>
    </message>
    <message>
        <source>%1 does not run here (%2; %3): %4</source>
        <extracomment>%1: library, %2: why, %3: source and date, %4: what to do instead.</extracomment>
        <translation>%1 在此无法运行（%2；%3）：%4</translation>
    </message>
    <message>
        <source>Fits on one card: %1 of %2 GB.</source>
        <translation>一张卡装得下：%2 GB 中用 %1 GB。</translation>
    </message>
    <message numerus="yes">
        <source>Does not fit on one card (needs %1 GB of %2). %n cards of it hold it, %3 GB on each.</source>
        <translation>
            <numerusform>一张卡装不下（需要 %1 GB，只有 %2 GB）。%n 张这种卡装得下，每张 %3 GB。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Does not fit on one card (needs %1 GB of %2), nor on %n of it.</source>
        <translation>
            <numerusform>一张卡装不下（需要 %1 GB，只有 %2 GB），%n 张也装不下。</numerusform>
        </translation>
    </message>
    <message>
        <source>Largest context that fits: %1 tokens.</source>
        <translation>装得下的最大上下文：%1 token。</translation>
    </message>
    <message>
        <source>About %1 tokens/s.</source>
        <translation>约 %1 token/s。</translation>
    </message>
    <message>
        <source>tensor parallel over NVLink (vLLM): every layer split across the %1 GPUs, %2× one GPU&apos;s speed, fitted on %3 measured multi-GPU results (%4–%5×)</source>
        <extracomment>%1: GPUs, %2: speed-up over one GPU, %3: number of measured results, %4–%5: where they lie against the fit.</extracomment>
        <translation>经 NVLink 张量并行（vLLM）：每一层拆到 %1 块 GPU 上，速度为单块 GPU 的 %2×，依据 %3 条多 GPU 实测结果拟合（%4–%5×）</translation>
    </message>
    <message numerus="yes">
        <source>Fits on this machine: %1 GB on each of its %n GPUs of %2 GB.</source>
        <translation>
            <numerusform>这台机器装得下：其 %n 块 GPU 每块需要 %1 GB（每块 %2 GB）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Does not fit on this machine: it needs %1 GB on each of its %n GPUs of %2 GB.</source>
        <translation>
            <numerusform>这台机器装不下：其 %n 块 GPU 每块需要 %1 GB（每块只有 %2 GB）。</numerusform>
        </translation>
    </message>
    <message>
        <source>layers split across GPUs (llama.cpp): memory adds up, speed does not: %1 % of one GPU holding the whole model, fitted on %2 measured multi-GPU results (%3–%4 %); tensor parallelism (vLLM) can be faster where fast links join the GPUs</source>
        <extracomment>%1: percent, %2: number of measured results, %3–%4: percent range.</extracomment>
        <translation>按层切分到多块 GPU（llama.cpp）：显存相加，速度不相加：为单块 GPU 装下整个模型时的 %1 %，依据 %2 条实测多 GPU 结果拟合（%3–%4 %）；GPU 之间有高速互联时，张量并行（vLLM）可能更快</translation>
    </message>
    <message>
        <source>data-parallel training keeps about %1 % of each GPU&apos;s speed, as measured on NVLink servers (%2 results; none of this vendor&apos;s)</source>
        <extracomment>%1: percent per GPU, %2: number of measured results (of NVIDIA servers).</extracomment>
        <translation>数据并行训练约保留每块 GPU 速度的 %1 %，依据 NVLink 服务器的实测结果（%2 条；没有该厂商的实测）</translation>
    </message>
    <message>
        <source>modified board: no vendor warranty (memory upgraded by a third party)</source>
        <translation>改装卡：无原厂保修（显存由第三方加装）</translation>
    </message>
    <message>
        <source>priced as %1 × %2 + a host allowance of %3 %4 (%5, %6)</source>
        <extracomment>%1: cards, %2: one card&apos;s price, %3: the host allowance, %4: currency, %5: outlet, %6: the month the figure was seen.</extracomment>
        <translation>按 %1 × %2 + 主机费用 %3 %4 计价（%5，%6）</translation>
    </message>
    <message>
        <source>priced as %1 × the per-GPU share of a %2-GPU server&apos;s price (host included)</source>
        <extracomment>%1: GPUs of this set-up, %2: GPUs of the server the price is for.</extracomment>
        <translation>按 %2 GPU 服务器整机价格（含主机）中每个 GPU 的份额 × %1 计价</translation>
    </message>
</context>
<context>
    <name>gpu::AppState</name>
    <message>
        <source>Could not store the price: %1</source>
        <translation>无法保存价格：%1</translation>
    </message>
    <message>
        <source>Could not change the price: %1</source>
        <translation>无法修改价格：%1</translation>
    </message>
    <message>
        <source>Could not remove the price: %1</source>
        <translation>无法删除价格：%1</translation>
    </message>
    <message>
        <source>Could not read the catalog again (%1); the window keeps what it read before.</source>
        <translation>无法重新读取目录（%1）；窗口保留之前读取的内容。</translation>
    </message>
    <message>
        <source>The database %1 is free again: the window now shows and saves your catalog.</source>
        <translation>数据库 %1 已空闲：窗口现在显示并保存您的目录。</translation>
    </message>
</context>
<context>
    <name>gpu::CardKey</name>
    <message>
        <source>server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>workstation</source>
        <translation>工作站</translation>
    </message>
</context>
<context>
    <name>gpu::CatalogReadIndicator</name>
    <message>
        <source>Reading the catalog…</source>
        <translation>正在读取目录…</translation>
    </message>
    <message numerus="yes">
        <source>Reading %Ln card(s) with their prices and measured results…</source>
        <extracomment>%Ln the number of cards (and servers, workstations) being read from the database.</extracomment>
        <translation>
            <numerusform>正在读取 %Ln 张显卡及其价格和实测结果…</numerusform>
        </translation>
    </message>
    <message>
        <source>The window answers while the catalog is read; the ranking follows as soon as every row is in.</source>
        <translation>读取目录期间窗口照常响应；所有行读完后即给出排名。</translation>
    </message>
</context>
<context>
    <name>gpu::CatalogTableModel</name>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Compute cap.</source>
        <translation>计算能力</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>FP32 TFLOPS</source>
        <translation>FP32 算力 (TFLOPS)</translation>
    </message>
    <message>
        <source>Tensor FP16 TFLOPS</source>
        <translation>Tensor FP16 算力 (TFLOPS)</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation>价格（%1）</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>(used: no warranty, possible mining wear; the condition can be set to new only in the ranking bar)</source>
        <translation>（二手：无保修，可能有挖矿损耗；只能在排名栏中把成色设为“仅全新”）</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>%1
Likely %2–%3×</source>
        <translation>%1
可能为 %2–%3×</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>你的显卡</translation>
    </message>
    <message>
        <source>★ %1</source>
        <extracomment>Marks the user&apos;s own card in the catalog.</extracomment>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>%1 (legacy software)</source>
        <extracomment>An architecture and its software support tier: &quot;Pascal (legacy software)&quot;.</extracomment>
        <translation>%1（旧版软件）</translation>
    </message>
    <message>
        <source>%1 (unsupported software)</source>
        <translation>%1（软件不支持）</translation>
    </message>
    <message>
        <source>%1 (used)</source>
        <comment>a price in the catalog table</comment>
        <translation>%1（二手）</translation>
    </message>
    <message>
        <source>Performance relative to the reference card (%1 = 1.00×); * = measured, ? = unverified estimate, the others estimated from specs</source>
        <translation>相对参考卡的性能（%1 = 1.00×）；* = 实测，? = 未验证的估算，其余根据规格估算</translation>
    </message>
    <message numerus="yes">
        <source>%n cards hold the model together: its layers are split across them, so their memory adds up (%1 of %2 GB) while a token is generated at about one card&apos;s speed.</source>
        <translation>
            <numerusform>%n 张卡合起来装下模型：模型的层分配到各张卡上，显存相加（%2 GB 中用 %1 GB），而生成 token 的速度约等于一张卡。</numerusform>
        </translation>
    </message>
    <message>
        <source>About %1 tokens/s (estimated).</source>
        <translation>约 %1 token/s（估计）。</translation>
    </message>
    <message>
        <source>At %1 W, the high end of the power range (%2)</source>
        <translation>按 %1 W 计，即功耗范围上限（%2）</translation>
    </message>
    <message>
        <source>Worth buying below %1 %2 (the best value&apos;s performance per price).</source>
        <extracomment>In the price&apos;s tooltip: the price to beat (docs/ranking.md).</extracomment>
        <translation>低于 %1 %2 值得买（达到性价比之选的性价比）。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>price and seller</comment>
        <extracomment>%1 how a price was obtained (&quot;New street price of 2026-10-01&quot;), %2 its seller.</extracomment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>gpu::CatalogView</name>
    <message>
        <source>Add to &amp;compare</source>
        <translation>加入对比(&amp;C)</translation>
    </message>
    <message>
        <source>Add the selected cards to the comparison</source>
        <translation>把选中的显卡加入对比</translation>
    </message>
    <message>
        <source>Add &amp;price…</source>
        <translation>添加价格(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Copy name</source>
        <translation>复制名称(&amp;C)</translation>
    </message>
    <message>
        <source>This is &amp;my card</source>
        <translation>这是我的显卡(&amp;M)</translation>
    </message>
    <message>
        <source>Mark this card as yours: the upgrade view ranks the others by their gain over it</source>
        <translation>把这张显卡标记为你的显卡：升级视图会按相对它的提升为其他显卡排名</translation>
    </message>
</context>
<context>
    <name>gpu::ChartPanel</name>
    <message>
        <source>Relative performance (%1 = 1.00)</source>
        <translation>相对性能（%1 = 1.00）</translation>
    </message>
    <message>
        <source>How many of the best cards to show</source>
        <translation>显示排名前几的显卡</translation>
    </message>
    <message>
        <source>%1
%2: %3
Relative performance: %4
Price: %5
Click to select, drag to the compare panel</source>
        <translation>%1
%2：%3
相对性能：%4
价格：%5
单击选中，拖到对比面板即可对比</translation>
    </message>
    <message>
        <source>No data: no card within the budget and the filters has a value for this chart. Raise the budget, widen the filters, or choose another workload, precision or model size.</source>
        <translation>无数据：在预算和筛选条件内，没有显卡有此图表的数值。请提高预算、放宽筛选，或换一个任务、精度或模型大小。</translation>
    </message>
    <message>
        <source>T&amp;op:</source>
        <translation>前(&amp;O)：</translation>
    </message>
    <message>
        <source>★ a pick of the ranking · ⚠ read its warnings (details)</source>
        <translation>★ 排名推荐 · ⚠ 请看其警告（详情）</translation>
    </message>
    <message>
        <source>How sure: %1</source>
        <translation>把握程度：%1</translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation>图表：</translation>
    </message>
</context>
<context>
    <name>gpu::CompareModel</name>
    <message>
        <source>Price (%1)</source>
        <translation>价格（%1）</translation>
    </message>
    <message>
        <source>Best of the compared cards</source>
        <translation>对比的显卡中最优</translation>
    </message>
    <message>
        <source>(baseline)</source>
        <translation>（基准）</translation>
    </message>
    <message>
        <source>Baseline: other cards show their difference from it in percent</source>
        <translation>基准：其他显卡显示与它相差的百分比</translation>
    </message>
    <message>
        <source>Drag to reorder; right-click to pin as baseline or remove</source>
        <translation>拖动可调整顺序；右键可设为基准或移除</translation>
    </message>
    <message>
        <source>%1 (used)</source>
        <comment>a price in the comparison</comment>
        <translation>%1（二手）</translation>
    </message>
    <message>
        <source>(your card)</source>
        <translation>（你的显卡）</translation>
    </message>
    <message>
        <source>How sure</source>
        <translation>把握程度</translation>
    </message>
</context>
<context>
    <name>gpu::ComparePanel</name>
    <message>
        <source>Drag cards here from the catalog or the chart, or select cards and press Ctrl+D, to compare them side by side.</source>
        <translation>从目录或图表把显卡拖到这里，或选中显卡后按 Ctrl+D，即可并排对比。</translation>
    </message>
    <message>
        <source>C&amp;lear comparison</source>
        <translation>清空对比(&amp;L)</translation>
    </message>
    <message>
        <source>Unpin &amp;baseline</source>
        <translation>取消基准(&amp;B)</translation>
    </message>
    <message>
        <source>Pin as &amp;baseline</source>
        <translation>设为基准(&amp;B)</translation>
    </message>
    <message>
        <source>Move &amp;left</source>
        <translation>左移(&amp;L)</translation>
    </message>
    <message>
        <source>Move &amp;right</source>
        <translation>右移(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Remove from comparison</source>
        <translation>从对比中移除(&amp;R)</translation>
    </message>
</context>
<context>
    <name>gpu::DetailPane</name>
    <message>
        <source>&lt;b&gt;Prices&lt;/b&gt;</source>
        <translation>&lt;b&gt;价格&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Edit the selected price. A built-in price is kept and your edit is saved as your own price.</source>
        <translation>修改选中的价格。内置价格会保留，你的修改保存为你自己的价格。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove the selected price (your own prices only)</source>
        <translation>删除选中的价格（仅限你自己的价格）</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>卖家</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>No card selected</source>
        <translation>未选择显卡</translation>
    </message>
    <message>
        <source>Select a card in the catalog or click a bar in the chart to see its details, its prices and why it scored as it did.</source>
        <translation>在目录中选择一张显卡，或单击图表中的柱条，即可查看它的参数、价格以及得分的理由。</translation>
    </message>
    <message>
        <source>This card is hidden by the current filters. Reset the filters to see it in the catalog and the chart.</source>
        <translation>这张显卡被当前筛选条件隐藏了。重置筛选后即可在目录和图表中看到它。</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>not ranked</source>
        <translation>未参与排名</translation>
    </message>
    <message>
        <source> (measured)</source>
        <translation>（实测）</translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Judged at</source>
        <translation>评估所用价格</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Why this score</source>
        <translation>得分理由</translation>
    </message>
    <message>
        <source>Specifications</source>
        <translation>规格参数</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>Checked:</source>
        <translation>核对日期：</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>Benchmark results</source>
        <translation>跑分结果</translation>
    </message>
    <message>
        <source>No measured results for this card.</source>
        <translation>这张显卡没有实测结果。</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>你的</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>likely %1–%2×</source>
        <translation>可能为 %1–%2×</translation>
    </message>
    <message>
        <source>Use new and used prices (your own price included)</source>
        <translation>使用全新和二手价格（包括你自己的价格）</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <source>Will %1 fit? (%2, %3 tokens)</source>
        <translation>%1 装得下吗？（%2，%3 token）</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source> (at %1 W, the high end of the power range)</source>
        <translation>（按 %1 W 计，即功耗范围上限）</translation>
    </message>
    <message>
        <source>added by %1, %2</source>
        <translation>%1 添加于 %2</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>某人</translation>
    </message>
    <message>
        <source>changed by %1, %2</source>
        <translation>%1 修改于 %2</translation>
    </message>
    <message>
        <source>Your row:</source>
        <translation>你的数据行：</translation>
    </message>
    <message>
        <source>worth buying below %1 %2 (the best value&apos;s performance per price)</source>
        <translation>低于 %1 %2 值得买（达到性价比之选的性价比）</translation>
    </message>
    <message>
        <source>faster than the best-overall pick: worth its premium below %1 %2</source>
        <translation>比综合最佳更快：低于 %1 %2 时多花的钱值得</translation>
    </message>
    <message>
        <source>Price to beat</source>
        <translation>值得买的价格</translation>
    </message>
    <message>
        <source>Add pr&amp;ice…</source>
        <translation>添加价格(&amp;I)…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>%1, %2 %3 an hour (%4)</source>
        <translation>%1，每小时 %2 %3（%4）</translation>
    </message>
    <message>
        <source>interruptible</source>
        <translation>可中断</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>No cloud rents this GPU: the nearest in class, as much memory and a similar speed.</source>
        <translation>没有云厂商出租这块 GPU：取最接近的同级（显存不少于它，速度相近）。</translation>
    </message>
    <message>
        <source>its price buys %1 hours of it (%2 months at %3 hours a day)</source>
        <translation>它的价格可租用 %1 小时（每天 %3 小时，约 %2 个月）</translation>
    </message>
    <message>
        <source>its price buys %1 hours of it</source>
        <translation>它的价格可租用 %1 小时</translation>
    </message>
    <message>
        <source>three years: owning %1 %2, renting %3 %2</source>
        <translation>三年：自购 %1 %2，租用 %3 %2</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>买还是租</translation>
    </message>
    <message>
        <source>LLM fine-tuning (%1), ranked as %2, %3</source>
        <extracomment>The detail pane&apos;s workload line in the LLM fine-tuning mode: &quot;LLM fine-tuning (LoRA), ranked as Transformer training, FP16&quot;.</extracomment>
        <translation>大语言模型微调（%1），按 %2 排名，%3</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>价格类型</translation>
    </message>
    <message>
        <source>Counted as a new price</source>
        <translation>计为全新价</translation>
    </message>
    <message>
        <source>Counted as a used price</source>
        <translation>计为二手价</translation>
    </message>
    <message>
        <source>Feed %1</source>
        <translation>订阅源 %1</translation>
    </message>
</context>
<context>
    <name>gpu::ExportDialog</name>
    <message>
        <source>Export catalog data</source>
        <translation>导出目录数据</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Benchmark results</source>
        <translation>跑分结果</translation>
    </message>
    <message>
        <source>Cloud offerings</source>
        <translation>云服务</translation>
    </message>
    <message>
        <source>Everything (JSON)</source>
        <translation>全部（JSON）</translation>
    </message>
    <message>
        <source>All rows</source>
        <translation>所有行</translation>
    </message>
    <message>
        <source>Cards passing the current filters</source>
        <translation>符合当前筛选条件的显卡</translation>
    </message>
    <message>
        <source>Only my own rows</source>
        <translation>仅我自己的数据</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Data:</source>
        <translation>数据(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>范围(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;JSON files (*.json)</source>
        <translation>CSV 文件 (*.csv);;JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation>请选择要写入的文件。</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>正在导出…</translation>
    </message>
    <message>
        <source>%1 rows written to %2</source>
        <translation>已写入 %1 行到 %2</translation>
    </message>
    <message>
        <source>Models (for “Will it fit”)</source>
        <translation>模型（用于“装得下吗”）</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>UTF-8 with BOM (Excel)</source>
        <translation>带 BOM 的 UTF-8（Excel）</translation>
    </message>
    <message>
        <source>GB18030 (Excel on Chinese Windows)</source>
        <translation>GB18030（中文 Windows 上的 Excel）</translation>
    </message>
    <message>
        <source>How the CSV file&apos;s text is written. Excel on Chinese Windows opens UTF-8 with BOM and GB18030 files cleanly; import reads all three. JSON is always UTF-8.</source>
        <translation>CSV 文件文本的编码。中文 Windows 上的 Excel 能正确打开带 BOM 的 UTF-8 和 GB18030 文件；导入三种都能读取。JSON 始终为 UTF-8。</translation>
    </message>
    <message>
        <source>E&amp;ncoding:</source>
        <translation>编码(&amp;N)：</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
</context>
<context>
    <name>gpu::FeedFetcher</name>
    <message>
        <source>the sheet is larger than %1 MB; nothing was read</source>
        <translation>表格大于 %1 MB；未读取任何内容</translation>
    </message>
    <message>
        <source>no answer within %1 s</source>
        <translation>%1 秒内没有响应</translation>
    </message>
    <message>
        <source>the address redirects too often or to an insecure address (%1)</source>
        <translation>该地址重定向次数过多或重定向到不安全的地址（%1）</translation>
    </message>
    <message>
        <source>the server answered %1 %2</source>
        <translation>服务器返回 %1 %2</translation>
    </message>
    <message>
        <source>the sheet did not arrive within %1 s in all (the server sends too slowly); nothing was read</source>
        <translation>表格在总共 %1 秒内没有传完（服务器发送太慢）；什么也没有读取</translation>
    </message>
    <message>
        <source>the address redirects to %1, which is not an http or https address</source>
        <translation>该地址重定向到 %1，不是 http 或 https 地址</translation>
    </message>
    <message>
        <source>the sheet came compressed and did not unpack within the limits (a decompression bomb?)</source>
        <translation>表格以压缩形式传来，无法在限制内解压（解压炸弹？）</translation>
    </message>
    <message>
        <source>cancelled; nothing was read</source>
        <translation>已取消；未读取任何内容</translation>
    </message>
</context>
<context>
    <name>gpu::FeedKeyring</name>
    <message>
        <source>no keyring is running</source>
        <translation>没有正在运行的密钥环</translation>
    </message>
    <message>
        <source>the keyring refused access</source>
        <translation>密钥环拒绝访问</translation>
    </message>
    <message>
        <source>no keyring answered</source>
        <translation>密钥环没有响应</translation>
    </message>
    <message>
        <source>this build of GPU Advisor has no keyring support</source>
        <translation>此版本的 GPU Advisor 不支持密钥环</translation>
    </message>
    <message numerus="yes">
        <source>the keyring did not answer within %n seconds</source>
        <translation>
            <numerusform>密钥环在 %n 秒内没有响应</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpu::FeedsDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>移除(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Update now</source>
        <translation>立即更新(&amp;U)</translation>
    </message>
    <message>
        <source>Feeds</source>
        <translation>价格订阅</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Last checked</source>
        <translation>上次检查</translation>
    </message>
    <message>
        <source>Last changed</source>
        <translation>上次变化</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>A feed is a sheet a lab or a community publishes at an http(s) address: prices (CSV, JSON or a price list as text), or any other kind of catalog rows. GPU Advisor checks it once a day at start, in the background, and imports only what changed; it never overwrites your own rows.</source>
        <translation>订阅源是实验室或社区发布在 http(s) 地址上的表格：价格（CSV、JSON 或文本报价单），或其他任何目录数据。显卡参谋每天启动时在后台检查一次，只导入有变化的内容；绝不覆盖你自己的数据。</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未变化</translation>
    </message>
    <message>
        <source>No feed is followed yet. Add the address of a sheet.</source>
        <translation>尚未订阅任何价格表。请添加表格的地址。</translation>
    </message>
    <message>
        <source>Following %1. Update now to fetch it.</source>
        <translation>已订阅 %1。点“立即更新”获取。</translation>
    </message>
    <message>
        <source>Add a feed</source>
        <translation>添加订阅源</translation>
    </message>
    <message>
        <source>Detect from the sheet</source>
        <translation>根据表格判断</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>地址(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <source>Remove a feed</source>
        <translation>移除订阅源</translation>
    </message>
    <message numerus="yes">
        <source>Stop following %1. What becomes of the %n row(s) it brought?</source>
        <translation>
            <numerusform>取消订阅 %1。它带来的 %n 行如何处理？</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Keep them as my own</source>
        <translation>保留，作为我自己的(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Remove them</source>
        <translation>一并删除(&amp;R)</translation>
    </message>
    <message>
        <source>%1 is no longer followed.</source>
        <translation>已不再订阅 %1。</translation>
    </message>
    <message>
        <source>Checking the feeds…</source>
        <translation>正在检查订阅源…</translation>
    </message>
    <message>
        <source>&amp;Cancel update</source>
        <translation>取消更新(&amp;C)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>A feed that takes longer in all (a slow or stalling server) fails and changes nothing.</source>
        <translation>总耗时超过此值的订阅源（服务器缓慢或停滞）判为失败，不做任何改动。</translation>
    </message>
    <message>
        <source>A sheet with more rows is refused whole: a feed is a price list, not a catalog dump.</source>
        <translation>行数超过此值的表格整表拒绝：订阅源是价格表，不是整个目录的导出。</translation>
    </message>
    <message>
        <source>&amp;Give up after:</source>
        <translation>超时放弃(&amp;G)：</translation>
    </message>
    <message>
        <source>At &amp;most, rows a feed:</source>
        <translation>每个订阅源最多行数(&amp;M)：</translation>
    </message>
    <message>
        <source>Following %1. Keeping its user name and password in the desktop keyring…</source>
        <translation>已关注 %1。正在把地址中的用户名和密码存入桌面密钥环…</translation>
    </message>
    <message>
        <source>Following %1. Its user name and password are kept in the desktop keyring, not in the catalog. Update now to fetch it.</source>
        <translation>已关注 %1。它的用户名和密码保存在桌面密钥环中，不在目录里。请立即更新以获取。</translation>
    </message>
    <message>
        <source>Following %1. Its user name and password could not go to the desktop keyring (%3), so only this session has them: for later sessions put them in ~/.netrc (machine %2 login USER password …).</source>
        <extracomment>%3 the keyring&apos;s own message (&quot;No keyring daemon&quot;).</extracomment>
        <translation>已关注 %1。它的用户名和密码无法存入桌面密钥环（%3），因此只有本次会话可用：以后的会话请写入 ~/.netrc（machine %2 login 用户名 password …）。</translation>
    </message>
</context>
<context>
    <name>gpu::FilterPanel</name>
    <message>
        <source>&amp;Search:</source>
        <translation>搜索(&amp;S)：</translation>
    </message>
    <message>
        <source>Vendor:</source>
        <translation>厂商：</translation>
    </message>
    <message>
        <source>Product line:</source>
        <translation>产品线：</translation>
    </message>
    <message>
        <source>Architecture:</source>
        <translation>架构：</translation>
    </message>
    <message>
        <source>Memory (GB):</source>
        <translation>显存 (GB)：</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>价格：</translation>
    </message>
    <message>
        <source>Max. power (TDP):</source>
        <translation>最大功耗 (TDP)：</translation>
    </message>
    <message>
        <source>Min. compute capability:</source>
        <translation>最低计算能力：</translation>
    </message>
    <message>
        <source>Tensor cores:</source>
        <translation>Tensor 核心：</translation>
    </message>
    <message>
        <source>CUDA support:</source>
        <translation>CUDA 支持：</translation>
    </message>
    <message>
        <source>New or used:</source>
        <translation>全新/二手：</translation>
    </message>
    <message>
        <source>Released:</source>
        <translation>发布年份：</translation>
    </message>
    <message>
        <source>Model, memory or architecture, e.g. 4090 24GB</source>
        <translation>型号、显存或架构，例如 4090 24GB</translation>
    </message>
    <message>
        <source>Every word must appear in the card&apos;s name or architecture; characters such as * ( + are searched for as they are</source>
        <translation>每个词都必须出现在显卡名称或架构中；* ( + 等字符按原样搜索</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>With tensor cores</source>
        <translation>有 Tensor 核心</translation>
    </message>
    <message>
        <source>Without tensor cores</source>
        <translation>无 Tensor 核心</translation>
    </message>
    <message>
        <source>Supported by current CUDA</source>
        <translation>当前 CUDA 支持</translation>
    </message>
    <message>
        <source>No longer supported</source>
        <translation>已不再支持</translation>
    </message>
    <message>
        <source>Not a CUDA card</source>
        <translation>非 CUDA 显卡</translation>
    </message>
    <message>
        <source>New</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>New or used</source>
        <translation>全新或二手</translation>
    </message>
    <message>
        <source>Which prices the cards are judged at</source>
        <translation>按哪种价格评估显卡</translation>
    </message>
    <message>
        <source>&amp;Reset filters</source>
        <translation>重置筛选(&amp;R)</translation>
    </message>
    <message>
        <source>%1 of %2 cards</source>
        <translation>显示 %1 张，共 %2 张</translation>
    </message>
    <message>
        <source>Reset filters</source>
        <translation>重置筛选</translation>
    </message>
</context>
<context>
    <name>gpu::FitPanel</name>
    <message>
        <source>Choose a model from the list.</source>
        <translation>请从列表中选择一个模型。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2B parameters): %3 GB on one GPU. %n configuration(s) fit.</source>
        <translation>
            <numerusform>%1（%2B 参数）：单块 GPU 需 %3 GB。有 %n 种配置放得下。</numerusform>
        </translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>额外开销</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation>每块 GPU 的 GB</translation>
    </message>
    <message>
        <source>%1: %2 of %3 GB per GPU</source>
        <translation>%1：每块 GPU %2 / %3 GB</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Use:</source>
        <translation>用途(&amp;U)：</translation>
    </message>
    <message>
        <source>Con&amp;text:</source>
        <translation>上下文(&amp;T)：</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全量微调</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>Needs GB</source>
        <translation>需要 GB</translation>
    </message>
    <message>
        <source>Has GB</source>
        <translation>可用 GB</translation>
    </message>
    <message>
        <source>Max context</source>
        <translation>最大上下文</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Caveats</source>
        <translation>注意事项</translation>
    </message>
    <message>
        <source>Type part of a name to filter the list</source>
        <translation>输入部分名称以筛选列表</translation>
    </message>
    <message>
        <source>Wei&amp;ghts:</source>
        <translation>权重(&amp;G)：</translation>
    </message>
    <message>
        <source>B&amp;atch:</source>
        <translation>批大小(&amp;A)：</translation>
    </message>
    <message>
        <source>Up to car&amp;ds:</source>
        <translation>卡数(&amp;D)：</translation>
    </message>
    <message>
        <source>Rent per hour</source>
        <extracomment>Header: the same GPUs rented in the cloud, per hour.</extracomment>
        <translation>每小时租金</translation>
    </message>
    <message>
        <source>Break-even hours</source>
        <extracomment>Header: hours of that rental the price pays for.</extracomment>
        <translation>回本小时数</translation>
    </message>
    <message>
        <source>%1 (interruptible)</source>
        <translation>%1（可中断）</translation>
    </message>
    <message>
        <source>%1 (on demand)</source>
        <translation>%1（按需）</translation>
    </message>
    <message>
        <source>%1 trained tokens/s: a job of %2 tokens takes about %3 h</source>
        <extracomment>%1: trained tokens/s, %2: tokens of the job, %3: hours, %4: the rental&apos;s cost.</extracomment>
        <translation>每秒训练 %1 个 token：训练 %2 个 token 的任务约需 %3 小时</translation>
    </message>
    <message>
        <source>; rented: %1 %2</source>
        <translation>；租用：%1 %2</translation>
    </message>
    <message>
        <source>Job hours</source>
        <extracomment>Header: hours the fine-tuning job takes on the set-up.</extracomment>
        <translation>任务小时数</translation>
    </message>
    <message>
        <source>Job, bought</source>
        <extracomment>Header: the job&apos;s share of buying and running the set-up for three years.</extracomment>
        <translation>任务成本（自购）</translation>
    </message>
    <message>
        <source>Job, rented</source>
        <extracomment>Header: the job&apos;s cost on the same GPUs rented.</extracomment>
        <translation>任务成本（租用）</translation>
    </message>
    <message>
        <source>The job&apos;s share of the price and electricity of three years&apos; use at %1 hours a day</source>
        <extracomment>%1: hours a day.</extracomment>
        <translation>该任务在三年使用（每天 %1 小时）的价格与电费中分摊的部分</translation>
    </message>
    <message>
        <source> (likely %1–%2 tokens/s)</source>
        <extracomment>The likely range of the trained tokens/s.</extracomment>
        <translation>（可能为 %1–%2 token/s）</translation>
    </message>
    <message>
        <source>A job of %1 million trained tokens (the dataset&apos;s tokens × epochs); owning is shared over three years at %2 hours a day.</source>
        <extracomment>%1: the job&apos;s trained tokens in millions; %2: hours a day.</extracomment>
        <translation>任务为训练 %1M 个 token（数据集 token 数 × 轮数）；自购成本按三年、每天 %2 小时分摊。</translation>
    </message>
</context>
<context>
    <name>gpu::FitQuestionBar</name>
    <message>
        <source>Framework:</source>
        <translation>框架：</translation>
    </message>
    <message>
        <source>Settings of the fine-tuning framework that change the memory it needs</source>
        <translation>微调框架中会改变所需显存的设置</translation>
    </message>
    <message>
        <source>Pure BF16</source>
        <translation>纯 BF16</translation>
    </message>
    <message>
        <source>Full fine-tuning in BF16 alone, without FP32 master weights (torchtune, LitGPT bf16-true): 8 bytes per parameter instead of 16.</source>
        <translation>全参数微调只用 BF16，不保留 FP32 主权重（torchtune、LitGPT bf16-true）：每个参数 8 字节而不是 16 字节。</translation>
    </message>
    <message>
        <source>Chunked loss</source>
        <translation>分块损失</translation>
    </message>
    <message>
        <source>The loss over chunks of the output, as torchtune, LitGPT and Unsloth compute it: the logits stay 16-bit.</source>
        <translation>按输出分块计算损失，与 torchtune、LitGPT、Unsloth 相同：logits 保持 16 位。</translation>
    </message>
    <message>
        <source>Optimizer in backward</source>
        <translation>反向传播中更新</translation>
    </message>
    <message>
        <source>Full fine-tuning with the optimizer step in the backward pass (torchtune&apos;s optimizer_in_bwd): one weight tensor&apos;s gradient at a time, and no gradient accumulation.</source>
        <translation>全参数微调时把优化器步骤融合进反向传播（torchtune 的 optimizer_in_bwd）：同一时刻只保留一个权重张量的梯度，且不能做梯度累积。</translation>
    </message>
    <message>
        <source>Paged optimizer</source>
        <translation>分页优化器</translation>
    </message>
    <message>
        <source>A paged optimizer (bitsandbytes&apos; PagedAdamW, PagedAdamW8bit): the AdamW moments may move to CPU memory; counted on the GPU: those of the largest tensor.</source>
        <translation>分页优化器（bitsandbytes 的 PagedAdamW、PagedAdamW8bit）：AdamW 动量可移到 CPU 内存；GPU 上只计最大张量的动量。</translation>
    </message>
    <message>
        <source>Allow preview software</source>
        <translation>允许预览版软件</translation>
    </message>
    <message>
        <source>Order set-ups whose method needs a library their software runs only as a preview (bitsandbytes on ROCm, a vendor&apos;s own stack) like the others, and let them be picked; they stay flagged.</source>
        <translation>方法所需的库在其软件上仅为预览版的配置（如 ROCm 上的 bitsandbytes、厂商自有软件栈）与其他配置一同排序，也可被选为推荐；标记保留。</translation>
    </message>
    <message>
        <source>&amp;Job:</source>
        <translation>训练量(&amp;J)：</translation>
    </message>
    <message>
        <source> M tokens</source>
        <extracomment>After the number of a fine-tuning job&apos;s trained tokens, in millions: &quot;100 M tokens&quot;.</extracomment>
        <translation>M token</translation>
    </message>
    <message>
        <source>The tokens the fine-tuning job trains on: the dataset&apos;s tokens times the epochs, in millions. The table gives the job&apos;s hours and its cost bought or rented.</source>
        <translation>微调任务训练的 token 数：数据集的 token 数乘以训练轮数，单位为百万。表格给出该任务所需小时数，以及买卡或租用时的费用。</translation>
    </message>
</context>
<context>
    <name>gpu::ImportDialog</name>
    <message>
        <source>&amp;Add files…</source>
        <translation>添加文件(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Import catalog data</source>
        <translation>导入目录数据</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>Catalog files (*.csv *.json);;All files (*)</source>
        <translation>目录文件 (*.csv *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Reading files…</source>
        <translation>正在读取文件…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Reading %1 (%2 of %3)…</source>
        <translation>正在读取 %1（第 %2 个，共 %3 个）…</translation>
    </message>
    <message>
        <source>Import cancelled: nothing was stored.</source>
        <translation>导入已取消：未保存任何数据。</translation>
    </message>
    <message>
        <source>Nothing was stored: %1</source>
        <translation>未保存任何数据：%1</translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation>警告：</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) rejected; nothing was stored. Fix the rows listed below and import again.</source>
        <translation>
            <numerusform>%n 行被拒绝，未保存任何数据。请修正下列各行后重新导入。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 records read, %2 warnings.</source>
        <translation>已读取 %1 条记录，%2 条警告。</translation>
    </message>
    <message>
        <source>CSV or JSON files of cards, prices, benchmark results or cloud offerings, in the format File → Export… writes (export a few rows to get a template). Headers may be in English or Chinese. Nothing is stored unless every row is valid.</source>
        <translation>显卡、价格、跑分或云服务的 CSV 或 JSON 文件，格式与“文件 → 导出…”写出的相同（可先导出几行作为模板）。表头可以是英文或中文。只有每一行都有效时才会保存。</translation>
    </message>
</context>
<context>
    <name>gpu::MainWindow</name>
    <message>
        <source>Catalog database</source>
        <translation>目录数据库</translation>
    </message>
    <message>
        <source>GPU Advisor</source>
        <translation>显卡参谋</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>对比(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤消(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Add &amp;price…</source>
        <translation>添加价格(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Find card</source>
        <translation>查找显卡(&amp;F)</translation>
    </message>
    <message>
        <source>C&amp;lear comparison</source>
        <translation>清空对比(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;About GPU Advisor</source>
        <translation>关于显卡参谋(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <source>Select a card first.</source>
        <translation>请先选择一张显卡。</translation>
    </message>
    <message>
        <source>About GPU Advisor</source>
        <translation>关于显卡参谋</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Advisor %1&lt;/h3&gt;&lt;p&gt;Helps you choose a GPU for deep learning: ranks the cards of a sourced catalog by estimated and measured performance, performance per price and per watt, and explains every verdict.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;显卡参谋 %1&lt;/h3&gt;&lt;p&gt;帮你挑选深度学习用的显卡：根据有出处的目录数据，按估算和实测性能、性价比和能效为显卡排名，并解释每一个结论。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <extracomment>%1 is what undo would revert, e.g. &quot;add price 1,999 CNY for …&quot;.</extracomment>
        <translation>撤消%1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <extracomment>%1 is what redo would repeat.</extracomment>
        <translation>重做%1(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>文档(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>README.md and docs/ in the source</source>
        <translation>源代码中的 README.md 和 docs/</translation>
    </message>
    <message>
        <source>&lt;p&gt;Built-in catalog %1, data as of %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;内置目录 %1，数据截至 %2。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). This program comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;</source>
        <translation>&lt;p&gt;许可证：GNU 通用公共许可证第 3 版或更新版本（GPL-3.0-or-later）。本程序不提供任何担保。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Documentation: %1 and &lt;code&gt;man gpu-advisor&lt;/code&gt;; keyboard shortcuts under Help.&lt;/p&gt;</source>
        <translation>&lt;p&gt;文档：%1 以及 &lt;code&gt;man gpu-advisor&lt;/code&gt;；键盘快捷键见“帮助”菜单。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>The documentation is the manual page (&lt;code&gt;man gpu-advisor&lt;/code&gt;), README.md and the files in docs/: installed in %1, or in the source.</source>
        <translation>文档包括手册页（&lt;code&gt;man gpu-advisor&lt;/code&gt;）、README.md 和 docs/ 中的文件：安装在 %1，或见源代码。</translation>
    </message>
    <message>
        <source>Will it fit</source>
        <translation>放得下吗</translation>
    </message>
    <message>
        <source>Upgrade</source>
        <translation>升级</translation>
    </message>
    <message>
        <source>Pa&amp;ste prices…</source>
        <translation>粘贴价格(&amp;S)…</translation>
    </message>
    <message>
        <source>Add prices from a list copied from a shop page, a spreadsheet or a chat</source>
        <translation>从商店页面、表格或聊天中复制的列表添加价格</translation>
    </message>
    <message>
        <source>Prices to &amp;check…</source>
        <translation>待核对价格(&amp;C)…</translation>
    </message>
    <message>
        <source>The best cards for this request whose price is missing or old</source>
        <translation>最适合此需求、但价格缺失或过旧的显卡</translation>
    </message>
    <message>
        <source>Shared catalog %1, read-only: your role %2 may read, not write.</source>
        <translation>共享目录 %1，只读：你的角色 %2 只能读取，不能写入。</translation>
    </message>
    <message>
        <source>Shared catalog %1 cannot be reached: showing the copy read on %2, read-only.</source>
        <translation>无法连接共享目录 %1：显示 %2 读取的副本，只读。</translation>
    </message>
    <message>
        <source>Shared catalog %1 not in use: showing the built-in catalog, nothing is saved.</source>
        <translation>未使用共享目录 %1：显示内置目录，不保存任何内容。</translation>
    </message>
    <message>
        <source>Catalog read again.</source>
        <translation>已重新读取目录。</translation>
    </message>
    <message>
        <source>&amp;Reload catalog</source>
        <translation>重新读取目录(&amp;R)</translation>
    </message>
    <message>
        <source>Read the catalog again, with the rows others added to a shared catalog</source>
        <translation>重新读取目录，包括他人在共享目录中新添加的数据</translation>
    </message>
    <message>
        <source>&amp;Feeds…</source>
        <translation>价格订阅(&amp;F)…</translation>
    </message>
    <message>
        <source>Estimates updating…</source>
        <translation>估算更新中…</translation>
    </message>
    <message>
        <source>The performance model is being fitted to the measured results again. Until it is done, estimates use the previous parameters.</source>
        <translation>性能模型正在按实测结果重新拟合。完成之前，估算沿用上一次的参数。</translation>
    </message>
    <message>
        <source>A server&apos;s prices are kept on its module, %1: for the whole server choose the unit &quot;server&quot; and its GPU count.</source>
        <translation>服务器的价格记在其模组 %1 上：整台服务器的价格请选择单位“服务器”并填写其 GPU 数量。</translation>
    </message>
    <message>
        <source>A workstation&apos;s prices are kept on its card, %1: enter the price of one card.</source>
        <translation>工作站的价格记在其显卡 %1 上：请填写单张卡的价格。</translation>
    </message>
</context>
<context>
    <name>gpu::PastePricesDialog</name>
    <message>
        <source>Paste prices</source>
        <translation>粘贴价格</translation>
    </message>
    <message>
        <source>One price a line, as copied from a shop page, a spreadsheet or a chat, for example:
RTX 4070 SUPER 12G 4599元
二手 3090 5500
七彩虹 RTX 4060 Ti 16G 3299
4090 1.45万
￥12,999 RTX 4080 SUPER</source>
        <translation>每行一个价格，可直接从商店页面、表格或聊天中复制，例如：
RTX 4070 SUPER 12G 4599元
二手 3090 5500
七彩虹 RTX 4060 Ti 16G 3299
4090 1.45万
￥12,999 RTX 4080 SUPER</translation>
    </message>
    <message>
        <source>The currency of amounts that name none (¥, 元, $ … name one)</source>
        <translation>未注明币种的金额按此币种计（写了 ¥、元、$ … 即为注明）</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>成色</translation>
    </message>
    <message>
        <source>Seller or problem</source>
        <translation>卖家或问题</translation>
    </message>
    <message>
        <source>Each line gives a card, an amount and, with 二手 or &quot;used&quot;, a used price. The prices are stored as your own, dated today, all of them or none.</source>
        <translation>每行给出一张显卡和一个金额；写有“二手”或“used”的为二手价格。这些价格作为你自己的价格保存，日期为今天，要么全部保存，要么都不保存。</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>预览：</translation>
    </message>
    <message>
        <source>&amp;Add prices</source>
        <translation>添加价格(&amp;A)</translation>
    </message>
    <message>
        <source>Paste a price list above.</source>
        <translation>请在上方粘贴价格列表。</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) not understood: correct them (add the memory size or the full name) or remove them; nothing is stored until every line is understood.</source>
        <translation>
            <numerusform>有 %n 行无法识别：请修改（补上显存大小或完整名称）或删除；所有行都识别后才会保存。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) to add, dated %1.</source>
        <translation>
            <numerusform>将添加 %n 个价格，日期为 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>The prices could not be stored; none was added.
%1</source>
        <translation>价格无法保存；未添加任何价格。
%1</translation>
    </message>
    <message>
        <source>skipped: %1 — %2</source>
        <translation>已跳过：%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) that are no price (greetings, headers, dates) are skipped.</source>
        <translation>
            <numerusform>%n 行不是价格（问候、表头、日期），已跳过。</numerusform>
        </translation>
    </message>
    <message>
        <source>Amounts without a currency are &amp;in:</source>
        <translation>未注明币种的金额视为(&amp;I)：</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Held back until you tick it: the amount is far from what the card costs</source>
        <translation>在您勾选之前暂不添加：金额与该卡的应有价格相差很远</translation>
    </message>
    <message>
        <source>Untick to leave this price out</source>
        <translation>取消勾选可不添加此价格</translation>
    </message>
    <message>
        <source>held back: %1</source>
        <translation>暂不添加：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) far from what the card costs are held back (marked): tick them to add them as typed.</source>
        <translation>
            <numerusform>%n 个与卡的应有价格相差很远的价格暂不添加（已标出）：勾选即可按所填添加。</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>gpu::PriceEditDialog</name>
    <message>
        <source>New</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>Shop, marketplace or board partner</source>
        <translation>商店、平台或板卡厂商</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <source>Card:</source>
        <translation>显卡：</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>金额(&amp;A)：</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>币种(&amp;U)：</translation>
    </message>
    <message>
        <source>C&amp;ondition:</source>
        <translation>成色(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Date seen:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Seller:</source>
        <translation>卖家(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <source>Add price</source>
        <translation>添加价格</translation>
    </message>
    <message>
        <source>Edit price</source>
        <translation>修改价格</translation>
    </message>
    <message>
        <source>&amp;Use %1</source>
        <translation>使用 %1(&amp;U)</translation>
    </message>
    <message>
        <source>Store as &amp;typed</source>
        <translation>按所填保存(&amp;T)</translation>
    </message>
</context>
<context>
    <name>gpu::PriceHistoryChart</name>
    <message>
        <source>No dated price yet: the price history shows here once there is one.</source>
        <translation>还没有带日期的价格：有了之后，价格历史会显示在这里。</translation>
    </message>
    <message>
        <source>New</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>Price history (%1)</source>
        <translation>价格历史（%1）</translation>
    </message>
    <message>
        <source>as seen: %1 %2</source>
        <translation>原始价格：%1 %2</translation>
    </message>
    <message>
        <source>from feed %1</source>
        <translation>来自订阅源 %1</translation>
    </message>
    <message>
        <source>Estimate today</source>
        <translation>今日估计</translation>
    </message>
</context>
<context>
    <name>gpu::PricesToCheckDialog</name>
    <message>
        <source>Prices to check</source>
        <translation>待核对价格</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Judged at</source>
        <translation>评估所用价格</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Why check</source>
        <translation>核对原因</translation>
    </message>
    <message>
        <source>Today&apos;s price</source>
        <translation>今日价格</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>成色</translation>
    </message>
    <message>
        <source>&amp;Save prices</source>
        <translation>保存价格(&amp;S)</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>(used)</source>
        <translation>（二手）</translation>
    </message>
    <message>
        <source>New</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>Every card near the top of this ranking has a current price.</source>
        <translation>此排名靠前的每张显卡都有当前价格。</translation>
    </message>
    <message>
        <source>These amounts are not prices; nothing was saved:
%1</source>
        <translation>这些金额不是价格；未保存任何内容：
%1</translation>
    </message>
    <message>
        <source>The prices could not be stored; none was saved.
%1</source>
        <translation>价格无法保存；未保存任何价格。
%1</translation>
    </message>
    <message>
        <source>%1, priced between %2 and %3 %4</source>
        <translation>%1，价格在 %2 至 %3 %4 之间</translation>
    </message>
    <message numerus="yes">
        <source>Cards this request would consider (%1) that have no price, a price older than %n month(s) or only a launch-price estimate, most useful first. Type today&apos;s price (in %2; 4599, 1.45万 …) for the ones you know; they are saved as your own prices, dated today.</source>
        <translation>
            <numerusform>此需求会考虑的显卡（%1）中没有价格、价格超过 %n 个月或只有发布价估算的，按用处排列。为你知道的显卡输入今天的价格（单位 %2；4599、1.45万 …），将作为你自己的价格保存，日期为今天。</numerusform>
        </translation>
    </message>
    <message>
        <source>These amounts are far from what the cards cost:
%1

Store them as typed?</source>
        <translation>这些金额与卡的应有价格相差很远：
%1

按所填保存吗？</translation>
    </message>
</context>
<context>
    <name>gpu::RankingBar</name>
    <message>
        <source>&amp;Workload:</source>
        <translation>任务(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>预算(&amp;B)：</translation>
    </message>
    <message>
        <source>No budget</source>
        <translation>不限预算</translation>
    </message>
    <message>
        <source>What you will train or run; the ranking follows its priorities</source>
        <translation>你要训练或运行的任务；排名遵循它的优先规则</translation>
    </message>
    <message>
        <source>Numeric precision of the work (FP16/BF16 use tensor cores)</source>
        <translation>计算精度（FP16/BF16 使用 Tensor 核心）</translation>
    </message>
    <message>
        <source>Highest price you would pay for the card alone (0 = no budget)</source>
        <translation>单卡最高预算（0 = 不限）</translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation> B 参数</translation>
    </message>
    <message>
        <source>Size of the language model to run, in billions of parameters (Llama-2-7B: 7); the weights must fit in one GPU&apos;s memory</source>
        <translation>要运行的语言模型大小，单位为十亿参数（Llama-2-7B 为 7）；权重必须放得进一块 GPU 的显存</translation>
    </message>
    <message>
        <source>Relative performance 1.00× = %1.</source>
        <translation>相对性能 1.00× = %1。</translation>
    </message>
    <message>
        <source>Best overall:</source>
        <extracomment>The three picks above the catalog, each followed by a card name (a link).</extracomment>
        <translation>综合最佳：</translation>
    </message>
    <message>
        <source>Best value:</source>
        <translation>性价比最佳：</translation>
    </message>
    <message>
        <source>Most memory per price:</source>
        <translation>每元显存最多：</translation>
    </message>
    <message>
        <source>Click a card to select it; its reasons are in the Details tab.</source>
        <translation>点击显卡名称即可选中它；理由见“详情”标签页。</translation>
    </message>
    <message>
        <source>(hidden by the filters)</source>
        <translation>（被筛选条件隐藏）</translation>
    </message>
    <message>
        <source>Click a card to select it; its reasons are in the Details tab. The picks are made among all cards, as the ranking is; the report follows the filters.</source>
        <translation>点击显卡名称即可选中它；理由见“详情”标签页。推荐与排名一样在全部显卡中选出；报告则按筛选条件生成。</translation>
    </message>
    <message>
        <source>P&amp;rices:</source>
        <translation>价格(&amp;R)：</translation>
    </message>
    <message>
        <source>New or used</source>
        <translation>全新或二手</translation>
    </message>
    <message>
        <source>Each card at its best current price, new or used; a used price is marked, with the used market&apos;s caveats</source>
        <translation>每张显卡按其当前最优价格计算，全新或二手均可；二手价格会被标出，并附带二手市场的注意事项</translation>
    </message>
    <message>
        <source>Only prices of new cards</source>
        <translation>仅使用全新显卡的价格</translation>
    </message>
    <message>
        <source>Only prices of used cards (二手)</source>
        <translation>仅使用二手显卡的价格</translation>
    </message>
    <message>
        <source>(used)</source>
        <translation>（二手）</translation>
    </message>
    <message numerus="yes">
        <source>%n of your own prices are not used under this condition.</source>
        <translation>
            <numerusform>在此成色条件下，你自己的价格中有 %n 个未被使用。</numerusform>
        </translation>
    </message>
    <message>
        <source>Use new and used prices</source>
        <translation>使用全新和二手价格</translation>
    </message>
    <message numerus="yes">
        <source>No set-up of up to %n card(s) with a price runs %1 here.</source>
        <translation>
            <numerusform>在最多 %n 张有价格的卡中，没有能运行 %1 的配置。</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 tokens/s, %2%3 %4%5)</source>
        <translation>（%1 token/s，%2%3 %4%5）</translation>
    </message>
    <message>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>Cheapest:</source>
        <translation>最便宜：</translation>
    </message>
    <message>
        <source>Fastest:</source>
        <translation>最快：</translation>
    </message>
    <message>
        <source>To run %1 (%2, %3 tokens):</source>
        <extracomment>Before the set-ups that run the chosen model: &quot;To run Llama 3.1 70B (Q4_K_M, 4,096 tokens):&quot;.</extracomment>
        <translation>运行 %1（%2，%3 token）：</translation>
    </message>
    <message>
        <source>(%1%2 %3%4)</source>
        <translation>（%1%2 %3%4）</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message numerus="yes">
        <source>Think twice: %n warning(s) about tempting cards</source>
        <translation>
            <numerusform>请三思：诱人的显卡有 %n 条警示</numerusform>
        </translation>
    </message>
    <message>
        <source>Think twice</source>
        <translation>请三思</translation>
    </message>
    <message>
        <source>Tempting cards of this ranking, by value, and what to check before buying them:</source>
        <translation>本次排名中按性价比诱人的显卡，以及购买前要核实的事项：</translation>
    </message>
    <message>
        <source>Curre&amp;ncy:</source>
        <translation>币种(&amp;N)：</translation>
    </message>
    <message>
        <source>Model si&amp;ze:</source>
        <translation>模型大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>LLM fine-tuning (LoRA, QLoRA, full)</source>
        <translation>大模型微调（LoRA、QLoRA、全参数）</translation>
    </message>
    <message>
        <source>New</source>
        <comment>prices: new only</comment>
        <translation>全新</translation>
    </message>
    <message>
        <source>Used</source>
        <comment>prices: used only</comment>
        <translation>二手</translation>
    </message>
    <message>
        <source>(%1 tokens/s, %2 h a job, %3%4 %5%6)</source>
        <extracomment>A set-up&apos;s speed and price in the ranking bar: &quot;(17.9 tokens/s, ≈11,520 CNY used)&quot;.</extracomment>
        <translation>（%1 token/s，每个任务 %2 小时，%3%4 %5%6）</translation>
    </message>
    <message>
        <source>To fine-tune %1 (%2, %3 tokens; a job of %4 M tokens):</source>
        <extracomment>Before the cheapest and fastest set-ups that fine-tune the chosen model: &quot;To fine-tune Qwen2.5 7B (LoRA, 4,096 tokens; a job of 100 M tokens):&quot;.</extracomment>
        <translation>微调 %1（%2，%3 token；任务 %4M token）：</translation>
    </message>
</context>
<context>
    <name>gpu::ReportDialog</name>
    <message>
        <source>Export recommendation &amp;report…</source>
        <translation>导出推荐报告(&amp;R)…</translation>
    </message>
    <message>
        <source>Save the recommendation as a PDF to print or send, in Chinese or English</source>
        <translation>把推荐保存为 PDF，便于打印或发送，可选中文或英文</translation>
    </message>
    <message>
        <source>Export recommendation report</source>
        <translation>导出推荐报告</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Page size:</source>
        <translation>纸张大小(&amp;P)：</translation>
    </message>
    <message>
        <source>Also &amp;compare these cards:</source>
        <translation>同时对比这些显卡(&amp;C)：</translation>
    </message>
    <message>
        <source>Find a card</source>
        <translation>查找显卡</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>保存 PDF(&amp;S)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Pages: %1</source>
        <translation>页数：%1</translation>
    </message>
    <message>
        <source>Save recommendation report</source>
        <translation>保存推荐报告</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Saved %1 (%2 pages).</source>
        <translation>已保存 %1（共 %2 页）。</translation>
    </message>
    <message>
        <source>Rank the &amp;whole catalog (default)</source>
        <translation>对整个目录排名(&amp;W)（默认）</translation>
    </message>
    <message>
        <source>&amp;Only the cards the filters show</source>
        <translation>只用筛选后显示的显卡(&amp;O)</translation>
    </message>
    <message>
        <source>Filters are active in the window: %1.</source>
        <translation>窗口中有生效的筛选条件：%1。</translation>
    </message>
</context>
<context>
    <name>gpu::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Chinese yuan (CNY)</source>
        <translation>人民币（CNY）</translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation>美元（USD）</translation>
    </message>
    <message>
        <source> CNY per USD</source>
        <translation> 元/美元</translation>
    </message>
    <message>
        <source>Not counted</source>
        <translation>不计入</translation>
    </message>
    <message>
        <source>Card alone</source>
        <translation>仅显卡</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>币种(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Exchange rate:</source>
        <translation>汇率(&amp;E)：</translation>
    </message>
    <message>
        <source>Electricity &amp;price (per kWh):</source>
        <translation>电价（每千瓦时）(&amp;P)：</translation>
    </message>
    <message>
        <source>The rest of the computer; added to the card&apos;s price for whole-system performance per price</source>
        <translation>电脑其余部分的价格；计算整机性价比时加到显卡价格上</translation>
    </message>
    <message>
        <source>Today&apos;s default builds only</source>
        <translation>仅限当前默认版本</translation>
    </message>
    <message>
        <source>Also legacy builds (I keep an older toolkit)</source>
        <translation>也接受旧版本（我保留着较旧的工具包）</translation>
    </message>
    <message>
        <source>Since PyTorch 2.8 (August 2025) Maxwell, Pascal and Volta cards run only PyTorch&apos;s CUDA 12.6 builds, and CUDA 13 needs compute capability 7.5; AMD GCN 5 (MI50, Radeon VII) left ROCm 7. Such legacy cards are always flagged, and picked only when legacy builds are accepted here. Cards no current build runs are never recommended.</source>
        <translation>自 PyTorch 2.8（2025 年 8 月）起，Maxwell、Pascal 和 Volta 显卡只能运行 PyTorch 的 CUDA 12.6 版本，而 CUDA 13 需要计算能力 7.5；AMD GCN 5（MI50、Radeon VII）已不再受 ROCm 7 支持。这类旧版软件显卡总会被标出，只有在此处接受旧版本时才会被选中。没有任何当前版本能运行的显卡永远不会被推荐。</translation>
    </message>
    <message>
        <source>&amp;Software support:</source>
        <translation>软件支持(&amp;S)：</translation>
    </message>
    <message>
        <source>postgresql://user@host/dbname</source>
        <translation>postgresql://user@host/dbname</translation>
    </message>
    <message>
        <source>Empty: this computer&apos;s own catalog. A group&apos;s catalog on a PostgreSQL server opens the next time GPU Advisor starts. No password is stored here: libpq reads ~/.pgpass, or the window asks for it.</source>
        <translation>留空：使用本机自己的目录。PostgreSQL 服务器上的团队目录在下次启动显卡参谋时打开。这里不保存密码：libpq 会读取 ~/.pgpass，否则窗口会询问。</translation>
    </message>
    <message>
        <source>S&amp;hared catalog:</source>
        <translation>共享目录(&amp;H)：</translation>
    </message>
    <message>
        <source>Shared catalog</source>
        <translation>共享目录</translation>
    </message>
    <message>
        <source>The password was taken out of the address: it is not stored. Put it in ~/.pgpass, or type it when GPU Advisor asks.</source>
        <translation>密码已从地址中移除，不会保存。请写入 ~/.pgpass，或在显卡参谋询问时输入。</translation>
    </message>
    <message>
        <source>Dated rates (monthly averages)</source>
        <translation>按日期的汇率（月平均）</translation>
    </message>
    <message>
        <source>Fee&amp;ds…</source>
        <translation>价格订阅(&amp;D)…</translation>
    </message>
    <message>
        <source>Price feeds:</source>
        <translation>价格订阅：</translation>
    </message>
    <message>
        <source>Host system c&amp;ost:</source>
        <translation>整机其余成本(&amp;O)：</translation>
    </message>
</context>
<context>
    <name>gpu::ShortcutsDialog</name>
    <message>
        <source>Go to the search field</source>
        <translation>转到搜索框</translation>
    </message>
    <message>
        <source>Enter (in the search field)</source>
        <translation>Enter（在搜索框中）</translation>
    </message>
    <message>
        <source>Go to the catalog</source>
        <translation>转到显卡目录</translation>
    </message>
    <message>
        <source>Choose the workload</source>
        <translation>选择任务</translation>
    </message>
    <message>
        <source>Choose the precision</source>
        <translation>选择精度</translation>
    </message>
    <message>
        <source>Choose the budget</source>
        <translation>选择预算</translation>
    </message>
    <message>
        <source>Choose the currency</source>
        <translation>选择币种</translation>
    </message>
    <message>
        <source>Add the selected cards to the comparison</source>
        <translation>把选中的显卡加入对比</translation>
    </message>
    <message>
        <source>Remove a card from the comparison</source>
        <translation>从对比中移除显卡</translation>
    </message>
    <message>
        <source>Copy the name of the selected card</source>
        <translation>复制选中显卡的名称</translation>
    </message>
    <message>
        <source>Add a price for the current card</source>
        <translation>为当前显卡添加价格</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤消</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Reset the filters</source>
        <translation>重置筛选</translation>
    </message>
    <message>
        <source>Show or hide the panels: filters, chart, details, comparison</source>
        <translation>显示或隐藏面板：筛选、图表、详情、对比</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Choose the prices: new or used, new, used</source>
        <translation>选择价格：全新或二手、全新、二手</translation>
    </message>
    <message>
        <source>Paste a price list</source>
        <translation>粘贴价格列表</translation>
    </message>
    <message>
        <source>Read the catalog again (a shared catalog)</source>
        <translation>重新读取目录（共享目录）</translation>
    </message>
</context>
<context>
    <name>gpu::SqlDialect</name>
    <message>
        <source>%1 is not a PostgreSQL address (postgresql://[user@]host[:port]/dbname)</source>
        <translation>%1 不是 PostgreSQL 地址（postgresql://[user@]host[:port]/dbname）</translation>
    </message>
    <message>
        <source>%1 is not a valid address: %2</source>
        <translation>%1 不是有效地址：%2</translation>
    </message>
    <message>
        <source>%1 names no server: write postgresql://[user@]host[:port]/dbname</source>
        <translation>%1 没有指明服务器：请写成 postgresql://[user@]host[:port]/dbname</translation>
    </message>
    <message>
        <source>%1: the port must be 1-65535</source>
        <translation>%1：端口必须在 1-65535 之间</translation>
    </message>
    <message>
        <source>%1 names no database: write postgresql://[user@]host[:port]/dbname</source>
        <translation>%1 没有指明数据库：请写成 postgresql://[user@]host[:port]/dbname</translation>
    </message>
</context>
<context>
    <name>gpu::Upgrade</name>
    <message>
        <source>it is your card</source>
        <translation>这就是你的显卡</translation>
    </message>
    <message>
        <source>legacy software: today&apos;s default builds (CUDA, PyTorch, ROCm) no longer support it</source>
        <translation>旧版软件：当前默认版本（CUDA、PyTorch、ROCm）已不再支持它</translation>
    </message>
    <message>
        <source>it cannot run this work, or its performance is unknown</source>
        <translation>它无法运行这项任务，或其性能未知</translation>
    </message>
    <message>
        <source>slower than your card</source>
        <translation>比你的显卡慢</translation>
    </message>
    <message>
        <source>less memory than your card</source>
        <translation>显存比你的显卡少</translation>
    </message>
    <message>
        <source>Upgrade from %1: relative performance %2 (1.00 = %3).</source>
        <translation>从 %1 升级：相对性能 %2（1.00 = %3）。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Costs are net of selling it at its used price, %1 %2.</source>
        <translation>费用已扣除按二手价（%1 %2）卖掉它的收入。</translation>
    </message>
    <message>
        <source>The catalog has no used price of your card: costs are full prices.</source>
        <translation>目录中没有你显卡的二手价格：费用按全价计算。</translation>
    </message>
    <message>
        <source>Biggest gain: %1.</source>
        <translation>提升最大：%1。</translation>
    </message>
    <message>
        <source>Most gain per price: %1.</source>
        <translation>单位价格提升最大：%1。</translation>
    </message>
    <message>
        <source>No card within the limits is an upgrade over %1.</source>
        <translation>在限制范围内，没有哪张显卡算得上是对 %1 的升级。</translation>
    </message>
    <message numerus="yes">
        <source>Not an upgrade: %n card(s): %1.</source>
        <extracomment>%1: the reasons, each with its count, separated by &quot;; &quot;.</extracomment>
        <translation>
            <numerusform>不算升级：%n 张显卡：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>gpu::UpgradePanel</name>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Choose your card (or press Detect) to see which cards are an upgrade over it for the current workload, and by how much.</source>
        <translation>选择你的显卡（或点击“检测”），查看在当前任务下哪些显卡比它更强，以及强多少。</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Not an upgrade: %1</source>
        <translation>不算升级：%1</translation>
    </message>
    <message>
        <source>Upgrade</source>
        <translation>升级</translation>
    </message>
    <message>
        <source>&amp;Your card:</source>
        <translation>你的显卡(&amp;Y)：</translation>
    </message>
    <message>
        <source>Look for this computer&apos;s GPU (NVIDIA driver tools, ROCm, sysfs)</source>
        <translation>查找这台电脑的 GPU（NVIDIA 驱动工具、ROCm、sysfs）</translation>
    </message>
    <message>
        <source>Type part of a name to find your card</source>
        <translation>输入部分名称来查找你的显卡</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>提升</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Gain per 1k</source>
        <translation>每 1k 提升</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Detect</source>
        <translation>检测</translation>
    </message>
    <message>
        <source>Sell it at its used price</source>
        <translation>按二手价卖掉它</translation>
    </message>
    <message>
        <source>Re&amp;lative performance 1.00 = my card</source>
        <translation>相对性能 1.00 = 我的显卡(&amp;L)</translation>
    </message>
</context>
<context>
    <name>gpu::WindowFeeds</name>
    <message>
        <source>No feed was updated: %1.</source>
        <translation>没有更新任何数据源：%1。</translation>
    </message>
    <message>
        <source>Reading and storing %1 (%2 MB)…</source>
        <extracomment>%1 the feed&apos;s name, %2 the sheet&apos;s size in MB.</extracomment>
        <translation>正在读取并保存 %1（%2 MB）…</translation>
    </message>
    <message numerus="yes">
        <source>Fetching %n feed(s)…</source>
        <extracomment>While the feeds&apos; sheets download.</extracomment>
        <translation>
            <numerusform>正在获取 %n 个订阅源…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>gpu::WindowSelection</name>
    <message>
        <source>Already in the comparison: %1</source>
        <translation>已在对比中：%1</translation>
    </message>
    <message>
        <source>Your card: %1 (found in this computer)</source>
        <translation>你的显卡：%1（在这台电脑上检测到）</translation>
    </message>
    <message>
        <source>No GPU found in this computer (or its driver tools are missing)</source>
        <translation>这台电脑上没有找到 GPU（或缺少其驱动工具）</translation>
    </message>
    <message>
        <source>The GPU found (%1) is not a card of the catalog; choose the closest</source>
        <translation>找到的 GPU（%1）不在目录中；请选择最接近的一张</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>GPU Advisor</source>
        <translation>显卡参谋</translation>
    </message>
    <message>
        <source>Shared catalog</source>
        <translation>共享目录</translation>
    </message>
    <message>
        <source>The server asks for a password for %1:</source>
        <translation>服务器要求 %1 的密码：</translation>
    </message>
    <message>
        <source>gpu-advisor: there is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set).
Start it in a desktop session, or on a virtual display: xvfb-run gpu-advisor
The commands need no display: gpu-advisor --help lists them, for example gpu-advisor rank --workload cnn --budget 8000</source>
        <translation>gpu-advisor：没有可用来打开窗口的显示（DISPLAY 和 WAYLAND_DISPLAY 都没有设置）。
请在桌面会话中启动，或在虚拟显示上运行：xvfb-run gpu-advisor
命令行命令不需要显示：gpu-advisor --help 列出全部命令，例如 gpu-advisor rank --workload cnn --budget 8000</translation>
    </message>
    <message>
        <source>Start it in a desktop session, or on a virtual display: xvfb-run gpu-advisor
The commands need no display: gpu-advisor --help lists them, for example gpu-advisor rank --workload cnn --budget 8000</source>
        <translation>请在桌面会话中启动，或使用虚拟显示：xvfb-run gpu-advisor
命令不需要显示：gpu-advisor --help 列出全部命令，例如 gpu-advisor rank --workload cnn --budget 8000</translation>
    </message>
    <message>
        <source>gpu-advisor: the window cannot be opened on this display (%1).</source>
        <translation>gpu-advisor：无法在此显示上打开窗口（%1）。</translation>
    </message>
</context>
</TS>
