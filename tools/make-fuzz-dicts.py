#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes the libFuzzer dictionaries of fuzz/dict/ (one per target): the words the targets' inputs
# are made of, so that a mutation reaches a column, a code or a number form in one step instead of
# by chance. Column names and values come from the built-in catalog (resources/catalog/*.csv);
# the rest are the codes, units, Chinese price words and number and date forms the parsers read.
# Run from the repository's root after the catalog's columns change: tools/make-fuzz-dicts.py
import csv
import glob


def escaped(text):
    out = ''
    for byte in text.encode('utf-8'):
        ch = chr(byte)
        out += ch if 32 <= byte < 127 and ch not in '"\\' else '\\x%02X' % byte
    return '"' + out + '"'


def write(target, words):
    with open('fuzz/dict/%s.dict' % target, 'w', encoding='ascii') as out:
        out.write('# libFuzzer dictionary for %s: the words its input is made of (column names,\n'
                  '# codes and values of the built-in catalog, delimiters, number and date forms).\n'
                  '# Made by tools/make-fuzz-dicts.py; `./dev.sh fuzz` passes it with -dict.\n' % target)
        seen = set()
        for word in words:
            if word and word not in seen:
                seen.add(word)
                out.write('kw%d=%s\n' % (len(seen), escaped(word)))


CODED = {'form', 'product_line', 'condition', 'price_unit', 'price_basis', 'currency', 'precision',
         'task', 'metric', 'unit', 'framework', 'memory_type', 'architecture', 'kind', 'attention',
         'family', 'provider', 'vendor'}
columns, values = set(), set()
for path in sorted(glob.glob('resources/catalog/*.csv')):
    with open(path, encoding='utf-8') as f:
        rows = csv.reader(f)
        header = next(rows)
        columns.update(header)
        for n, row in enumerate(rows):
            if n > 400:
                break
            values.update(v for h, v in zip(header, row) if h in CODED and v and len(v) <= 24)

codes = ['desktop', 'laptop', 'pcie', 'sxm', 'oam', 'server', 'workstation', 'consumer',
         'datacenter', 'new', 'used', 'card', 'gpu', 'street', 'launch', 'list', 'retail',
         'marketplace', 'sold-average', 'estimate', 'CNY', 'USD', 'EUR', 'JPY', 'true', 'false']
forms = [',', '"', '""', '\r\n', '\n', ';', '\t', '\ufeff', '1e308', '-0', 'NaN', 'inf',
         '2025-01-01', '2025-13-45', '0.0', '-1', '999999999999', '1,234.5', '１２', 'https://']
csv_words = sorted(columns) + sorted(values) + codes + forms
write('fuzz_csv_import', csv_words)
write('fuzz_feed_response', csv_words + [
    '{', '}', '[', ']', ':', '"cards"', '"prices"', '"benchmarks"', '"rates"', '"cloud"',
    '"models"', 'RTX 4090 12999元', '二手', '全新', '¥', '￥', '元', '万', 'k'])
write('fuzz_json_import', [
    '{', '}', '[', ']', ':', ',', 'null', 'true', 'false', '"cards"', '"prices"', '"benchmarks"',
    '"cloud"', '"models"', '"rates"', '"version"', '\\u0000', '\\ud800', '1e400', '-1e-400']
    + ['"%s"' % c for c in sorted(columns)] + ['"%s"' % v for v in sorted(values)])
names = ['NVIDIA', 'AMD', 'Intel', 'GeForce', 'RTX', 'GTX', 'Radeon', 'RX', 'Instinct', 'Arc',
         'Tesla', 'Quadro', 'TITAN', 'Ti', 'SUPER', 'XT', 'XTX', 'GRE', 'D', 'V2', 'Laptop',
         'Mobile', 'Max-Q', 'SXM', 'SXM4', 'SXM5', 'PCIe', 'OAM', 'NVL', 'Ada', 'Generation',
         'Blackwell', 'PRO', 'GB', 'G', 'GiB', '12GB', '24G', '80GB', '4090', '3060', '5090',
         'A100', 'H100', 'H20', 'MI300X', '英伟达', '英特尔', '笔记本', '移动版', '（', '）', '×',
         'x', '-', '_', '/', '®', '™', '\u3000', '４']
write('fuzz_card_name', names)
write('fuzz_price_list', names + [
    '¥', '￥', '$', '元', '块', '万', '千', 'k', 'K', 'w', 'W', '二手', '全新', '拆机', '矿卡',
    '库存', 'USD', 'CNY', 'RMB', '约', '~', '≈', '—', '+', '/张', '/台', '每张', 'x8', '8卡',
    '整机', '服务器', '\t', ':', '：', '，', ',', '。', '\n', '1,299', '12999', '1.2万', '3k',
    '$1,599', '¥12,999.00'])
write('fuzz_value_parsers', [
    '1', '0', '-1', '1.5', '1,5', '1 234', '１２３', '1e3', '1e400', 'NaN', 'inf', '-inf',
    '0x10', '12GB', '12 GB', '12G', '300W', '350 W', '2025-01-01', '2025/01/01', '01/02/2025',
    '2025-02-30', '8.6', '9.0', '12.0', 'sm_86', 'true', 'false', 'yes', 'no', '是', '否', '新',
    '二手', 'new', 'used', 'CNY', 'USD', '¥', '$', '元', '%', ' ', '\t', '+', 'e'])
