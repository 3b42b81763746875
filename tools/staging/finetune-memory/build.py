#!/usr/bin/env python3
"""Writes finetune-memory.csv (published figures) and finetune-memory-compare.csv (gpu-advisor's estimate
for the same set-up). Table rows of LitGPT are parsed from the fetched repository; the rest are typed from
the sources named in each row. Run: python3 build.py (needs /tmp/ga/gpu-advisor and the git mirrors)."""
import csv, re, subprocess, statistics, sys, os
HERE = os.path.dirname(os.path.abspath(__file__))
GA = "/tmp/ga/gpu-advisor"
CARD = "NVIDIA H100 SXM 80 GB"
LIT = "/work/.mirror/Lightning-AI+litgpt/repo"
LIT_C = "26857050fe3ff627cd714fe92f5838f51a3d5efa"
GiB_PER_GB = 1e9 / 2**30
COLS = "source_url,source_date,framework,model,params_b,method,weights_bits,batch,sequence_length,gradient_checkpointing,optimizer,lora_rank,measured_gb,kind,note".split(",")
rows = []   # (data dict, app dict or None)

def add(d, app=None):
    rows.append((d, app))

def git_show(repo, rev, path):
    return subprocess.run(["git", "-C", repo, "show", f"{rev}:{path}"], capture_output=True, text=True, check=True).stdout

# ---------------- LLaMA-Factory (estimate table) ----------------
LF_HEAD = "https://github.com/hiyouga/LLaMA-Factory/blob/ff6d4d12eeb035d6ce06805a5733dd7b29f2ac30/README.md#L503-L514"
LF_OLD = "https://github.com/hiyouga/LLaMA-Factory/blob/c2120432dbc7573dfe41a6a2abf37c8c94052bc6/README.md#L377-L389"
lf_head = {  # method label, bits -> values for 7B,14B,30B,70B
    ("full", 32, "Full (bf16 or fp16) AMP"): [120, 240, 600, 1200],
    ("full", 16, "Full (pure_bf16)"): [60, 120, 300, 600],
    ("lora", 16, "Freeze/LoRA/GaLore/APOLLO/BAdam/OFT"): [16, 32, 64, 160],
    ("qlora", 8, "QLoRA / QOFT 8-bit"): [10, 20, 40, 80],
    ("qlora", 4, "QLoRA / QOFT 4-bit"): [6, 12, 24, 48],
    ("qlora", 2, "QLoRA / QOFT 2-bit"): [4, 8, 16, 24],
}
lf_old = {  # 13B, 110B, 8x7B, 8x22B (columns that left the table in 2025-01)
    ("full", 32, "Full AMP"): [240, 2000, 900, 2400],
    ("full", 16, "Full 16"): [120, 900, 400, 1200],
    ("lora", 16, "LoRA/GaLore/APOLLO/BAdam"): [32, 240, 120, 320],
    ("qlora", 8, "QLoRA 8-bit"): [20, 140, 60, 160],
    ("qlora", 4, "QLoRA 4-bit"): [12, 72, 30, 96],
    ("qlora", 2, "QLoRA 2-bit"): [8, 48, 18, 48],
}
def lf_rows(table, sizes, url, date, where):
    for (method, bits, label), vals in table.items():
        for (name, p, model), v in zip(sizes, vals):
            note = (f"LLaMA-Factory README 'Hardware Requirement' table, marked '* estimated', row '{label}', column {name} ({where}); "
                    "batch, sequence, LoRA rank not stated; app run at the examples' cutoff_len 2048, batch 1, rank 8 (examples/train_lora/qwen3_lora_sft.yaml)")
            d = dict(source_url=url, source_date=date, framework="LLaMA-Factory", model=name, params_b=p, method=method,
                     weights_bits=bits, batch="", sequence_length="", gradient_checkpointing="unknown",
                     optimizer="AdamW", lora_rank="" if method == "full" else "", measured_gb=v, kind="estimate_table", note=note)
            app = dict(model=model, params=None if model else p, method=method, context=2048, batch=1, rank=None if method == "full" else 8)
            if method == "qlora" and bits != 4:
                app["unscored"] = "app models QLoRA only with a 4-bit NF4 base"
            if method == "full" and bits == 16:
                app["unscored"] = "pure bf16 (no fp32 master weights, bf16 moments) is not an app mode; app figure shown for reference"
            add(d, app)
lf_rows(lf_head, [("7B", 7, None), ("14B", 14, None), ("30B", 30, None), ("70B", 70, None)], LF_HEAD, "2025-08-18",
        "stored HEAD ff6d4d12, table last changed 003a2acb 2025-08-18, lines 507-514")
lf_rows(lf_old, [("13B", 13, None), ("110B", 110, None), ("8x7B (Mixtral)", 46.7, "Mixtral 8x7B"), ("8x22B (Mixtral)", 140.62, "Mixtral 8x22B")],
        LF_OLD, "2025-01-15", "commit c2120432 lines 381-389, the last version with these columns; same values since cb8b8f40 2024-04-26")

# ---------------- torchtune README (measured) ----------------
TT = "https://github.com/pytorch/torchtune/blob/bd2a0fc7c31430972728494fa01aaeeb0ebf1ba1/README.md"
tt_note = ("torchtune README 'Memory and training speed': 'all the below numbers are provided for batch size 2 (without gradient accumulation), "
           "a dataset packed to sequence length 2048, and torch compile enabled'; 'Peak Memory per GPU'; table added 30b8519e 2024-09-24. "
           "Recipe settings from recipes/configs/llama3_1/*.yaml at 30b8519e: ")
tt = [
    ("Llama 3.1 8B", 8.03, "full", 16, "1x 4090", 18.9, "unknown", "PagedAdamW8bit, optimizer_in_bwd", "", "8B_full_single_device: bf16 weights, PagedAdamW8bit, optimizer_in_bwd True, CEWithChunkedOutputLoss, activation checkpointing True in config; 4090 vs A6000 difference not explained in the README", dict(ckpt=True, opt8=True)),
    ("Llama 3.1 8B", 8.03, "full", 16, "1x A6000", 37.4, "unknown", "PagedAdamW8bit, optimizer_in_bwd (config)", "", "same recipe; the A6000 figure is 2x the 4090 one with settings not stated (app run without checkpointing as the likeliest difference)", dict(ckpt=False, opt8=True)),
    ("Llama 3.1 8B", 8.03, "lora", 16, "1x 4090", 16.2, "unknown", "AdamW", 8, "8B_lora_single_device: rank 8 on q,v only, bf16, chunked CE, activation checkpointing True in config", dict(ckpt=True)),
    ("Llama 3.1 8B", 8.03, "lora", 16, "1x A6000", 30.3, "unknown", "AdamW", 8, "same recipe; settings behind the A6000 figure not stated (app run without checkpointing)", dict(ckpt=False)),
    ("Llama 3.1 8B", 8.03, "qlora", 4, "1x 4090", 7.4, "unknown", "AdamW", 8, "8B_qlora_single_device: rank 8 on q,k,v,o + MLP, NF4 (torchao), chunked CE, activation checkpointing True in config", dict(ckpt=True)),
    ("Llama 3.1 70B", 70.55, "full", 16, "8x A100", 13.9, "yes", "AdamW + FSDP CPU offload", "", "'** Uses CPU offload with fused optimizer' (70B_full: fsdp_cpu_offload True): weights and optimizer live in CPU RAM", dict(gpus=8, unscored="CPU offload of parameters and optimizer is not modelled")),
    ("Llama 3.1 70B", 70.55, "lora", 16, "8x A100", 27.6, "yes", "AdamW", 16, "70B_lora (FSDP over 8 GPUs): rank 16 on q,k,v, activation checkpointing True", dict(gpus=8, ckpt=True)),
    ("Llama 3.1 405B", 405.85, "qlora", 4, "8x A100", 44.8, "yes", "AdamW", 16, "405B_qlora (FSDP over 8 GPUs): rank 16 on q,k,v,o + MLP; README prints '44.8 GB' in a GiB column", dict(gpus=8, ckpt=True)),
]
for model, p, m, bits, hw, v, ck, opt, r, extra, a in tt:
    d = dict(source_url=TT + "#L123-L132", source_date="2024-09-24", framework="torchtune", model=model, params_b=p, method=m, weights_bits=bits,
             batch=2, sequence_length=2048, gradient_checkpointing=ck, optimizer=opt, lora_rank=r, measured_gb=v, kind="measured",
             note=f"{tt_note}{extra}. Hardware {hw}. Unit GiB (torchtune/training/memory.py divides by 1024**3).")
    app = dict(model=model, method=m, context=2048, batch=2, rank=r or None, gib=v, **a)
    add(d, app)
# flags table (Llama 3.2 3B)
TTF = TT + "#L141-L156"
base = "torchtune README 'Optimization flags' (added 1814feb1 2024-11-18): Llama 3.2 3B, full_finetune_single_device, batch 2, max seq len 4096, bf16, A100; 'Peak Memory Active (GiB)'; techniques added cumulatively. "
for label, v, m, ck, opt, a, extra in [
    ("Baseline", 25.5, "full", "no", "AdamW (bf16 states)", dict(unscored="unpacked: sequences padded per batch to an unknown length", ckpt=False, ctx=4096), ""),
    ("+ Packed Dataset", 60.0, "full", "no", "AdamW (bf16 states)", dict(ckpt=False, ctx=4096), "every sequence 4096 tokens"),
    ("+ Compile", 51.0, "full", "no", "AdamW (bf16 states)", dict(ckpt=False, ctx=4096), "packed + torch.compile"),
    ("+ Chunked Cross Entropy", 42.9, "full", "no", "AdamW (bf16 states)", dict(ckpt=False, ctx=4096), "packed + compile + chunked CE"),
    ("+ Activation Checkpointing", 24.9, "full", "yes", "AdamW (bf16 states)", dict(ckpt=True, ctx=4096), "packed + compile + chunked CE + checkpointing"),
    ("+ Fuse optimizer step into backward", 23.1, "full", "yes", "AdamW, optimizer_in_bwd", dict(ckpt=True, ctx=4096), ""),
    ("+ Activation Offloading", 21.8, "full", "yes", "AdamW, optimizer_in_bwd", dict(ckpt=True, ctx=4096, unscored="activation offloading to CPU is not modelled"), ""),
    ("+ 8-bit AdamW", 17.6, "full", "yes", "AdamW8bit, optimizer_in_bwd", dict(ckpt=True, ctx=4096, opt8=True, unscored="activation offloading to CPU is not modelled"), ""),
    ("LoRA", 8.5, "lora", "yes", "AdamW", dict(ckpt=True, ctx=4096, rank=64, unscored="activation offloading to CPU is not modelled"), "LoRA and QLoRA rows keep packing, compile, chunked CE, checkpointing and activation offloading but not optimizer_in_bwd/8-bit AdamW; rank 64 on q,v,o + MLP per llama3_2/3B_lora_single_device.yaml at 1814feb1"),
    ("QLoRA", 4.6, "qlora", "yes", "AdamW", dict(ckpt=True, ctx=4096, rank=64, unscored="activation offloading to CPU is not modelled"), "as the LoRA row, NF4 base"),
]:
    d = dict(source_url=TTF, source_date="2024-11-18", framework="torchtune", model="Llama 3.2 3B", params_b=3.21, method=m,
             weights_bits=4 if m == "qlora" else 16, batch=2, sequence_length=4096, gradient_checkpointing=ck, optimizer=opt,
             lora_rank=64 if m != "full" else "", measured_gb=v, kind="measured", note=base + f"row '{label}'. " + extra)
    a = dict(a); ctx = a.pop("ctx")
    add(d, dict(model="Llama 3.2 3B", method=m, context=ctx, batch=2, gib=v, **a))
# tutorials
TTL = "https://github.com/pytorch/torchtune/blob/bd2a0fc7c31430972728494fa01aaeeb0ebf1ba1/docs/source/tutorials/"
for layers, r, v in [("Q and V only", 8, 15.57), ("all layers", 8, 15.87), ("Q and V only", 64, 15.86), ("all layers", 64, 17.04)]:
    add(dict(source_url=TTL + "lora_finetune.rst#L343-L373", source_date="2024-04-15", framework="torchtune", model="Llama 2 7B", params_b=6.74,
             method="lora", weights_bits=16, batch=2, sequence_length="", gradient_checkpointing="yes", optimizer="AdamW", lora_rank=r,
             measured_gb=v, kind="measured",
             note=f"torchtune LoRA tutorial, llama2/7B_lora_single_device, LoRA on {layers}, 'Peak Memory'; alpaca_cleaned unpacked, no max_seq_len (sequence length of the peak batch unknown); unit: torchtune/utils/memory.py of 2024-04 divides by 1e9 (decimal GB)"),
        dict(params=6.74, method="lora", context=1024, batch=2, rank=r, ckpt=True, gb=v, unscored="sequence length unknown (Alpaca, unpacked); app run at 1024"))
for m, v in [("lora", 15.57), ("qlora", 9.29)]:
    add(dict(source_url=TTL + "qlora_finetune.rst#L163-L169", source_date="2024-04-15", framework="torchtune", model="Llama 2 7B", params_b=6.74,
             method=m, weights_bits=16 if m == "lora" else 4, batch=2, sequence_length="", gradient_checkpointing="yes", optimizer="AdamW", lora_rank=8,
             measured_gb=v, kind="measured",
             note="torchtune QLoRA tutorial, 'Peak memory reserved, training' (max_memory_reserved / 1e9); llama2/7B_(q)lora_single_device: rank 8; alpaca_cleaned unpacked, sequence length unknown"),
        dict(params=6.74, method=m, context=1024, batch=2, rank=8, ckpt=True, gb=v, unscored="sequence length unknown (Alpaca, unpacked); app run at 1024"))
add(dict(source_url=TTL + "llama3.rst#L95", source_date="2024-04-18", framework="torchtune", model="Llama 3 8B", params_b=8.03, method="lora",
         weights_bits=16, batch=2, sequence_length="", gradient_checkpointing="yes", optimizer="AdamW", lora_rank=8, measured_gb=18.5, kind="measured",
         note="torchtune Llama 3 tutorial: 'we observed a peak memory usage of 18.5 GB' with llama3/8B_lora_single_device (rank 8 on q,v, batch 2, alpaca_cleaned unpacked); 1e9 units at the time"),
    dict(model="Llama 3.1 8B", method="lora", context=1024, batch=2, rank=8, ckpt=True, gb=18.5, unscored="sequence length unknown (Alpaca, unpacked); app run at 1024"))

# ---------------- PEFT README (measured) ----------------
PEFT = "https://github.com/huggingface/peft/blob/5d602fdbff04c33c1c4de55cda9d4ae1d7cb7e40/README.md#L89-L95"
pnote = ("PEFT README memory table, ought/raft/twitter_complaints on an A100 80GB (table since 5de17518 2022-12-29). Batch/sequence not stated in the table; "
         "the example scripts (examples/*/peft_lora_*_accelerate_ds_zero3_offload.py) use batch 8, max_length 64, LoRA r=8 on default modules, AdamW, fp32 weights "
         "(from_pretrained without torch_dtype), memory from torch.cuda max_memory_allocated in MiB. ")
for model, p, m, v, extra in [
    ("bigscience/T0_3B", 2.85, "full", 47.14, "Full Finetuning '47.14GB GPU / 2.96GB CPU'"),
    ("bigscience/T0_3B", 2.85, "lora", 14.4, "PEFT-LoRA PyTorch '14.4GB GPU / 2.96GB CPU'"),
    ("bigscience/mt0-xxl", 12.9, "lora", 56, "PEFT-LoRA PyTorch '56GB GPU / 3GB CPU' (Full: OOM on 80GB)"),
    ("bigscience/bloomz-7b1", 7.07, "lora", 32, "PEFT-LoRA PyTorch '32GB GPU / 3.8GB CPU' (Full: OOM on 80GB)"),
]:
    add(dict(source_url=PEFT, source_date="2022-12-29", framework="PEFT (HF Transformers + Accelerate)", model=model, params_b=p, method=m,
             weights_bits=32, batch=8, sequence_length=64, gradient_checkpointing="no", optimizer="AdamW", lora_rank="" if m == "full" else 8,
             measured_gb=v, kind="measured", note=pnote + extra + ". T0/mt0 are encoder-decoder (T5) models."),
        dict(params=p, method=m, context=64, batch=8, rank=None if m == "full" else 8, ckpt=False, gib=v,
             unscored="fp32 weights (the app trains 16-bit weights only), encoder-decoder, settings inferred from the examples"))
for model, p, v in [("bigscience/T0_3B", 2.85, 9.8), ("bigscience/mt0-xxl", 12.9, 22), ("bigscience/bloomz-7b1", 7.07, 18.1)]:
    add(dict(source_url=PEFT, source_date="2022-12-29", framework="PEFT + DeepSpeed ZeRO-3 CPU offload", model=model, params_b=p, method="lora",
             weights_bits=32, batch=8, sequence_length=64, gradient_checkpointing="no", optimizer="AdamW", lora_rank=8, measured_gb=v, kind="measured",
             note=pnote + "column 'PEFT-LoRA DeepSpeed with CPU Offloading' (weights offloaded to CPU)."), None)

# ---------------- Unsloth (measured bounds + requirement table) ----------------
UR = "https://github.com/unslothai/unsloth/blob/0acd1c7eec2a6c6adb43367a333dd0e30332b1b0/README.md"
u8 = "Unsloth README 'Context length benchmarks' (lines 397-407; in the README until c6063669 2026-03-17; also docs/basics/unsloth-benchmarks): Llama 3.1 8B Instruct, 4-bit QLoRA on q,k,v,o,gate,up,down, rank 32, batch 1, sequences padded to the length. Row = GPU VRAM size at which this is the maximum context (an upper bound on the peak). "
for vram, uns, hf in [(8, 2972, None), (12, 21848, 932), (16, 40724, 2551), (24, 78475, 5789), (40, 153977, 12264), (48, 191728, 15502), (80, 342733, 28454)]:
    if hf:
        add(dict(source_url=UR + "#L397-L407", source_date="2026-03-17", framework="Hugging Face + FA2", model="Llama 3.1 8B", params_b=8.03, method="qlora",
                 weights_bits=4, batch=1, sequence_length=hf, gradient_checkpointing="unknown", optimizer="unknown", lora_rank=32, measured_gb=vram,
                 kind="measured", note=u8 + "Column 'Hugging Face + FA2'."),
            dict(model="Llama 3.1 8B", method="qlora", context=hf, batch=1, rank=32, ckpt=True, gib=vram, bound=True))
    add(dict(source_url=UR + "#L397-L407", source_date="2026-03-17", framework="Unsloth", model="Llama 3.1 8B", params_b=8.03, method="qlora",
             weights_bits=4, batch=1, sequence_length=uns, gradient_checkpointing="yes", optimizer="unknown", lora_rank=32, measured_gb=vram,
             kind="measured", note=u8 + "Column 'Unsloth context length' (Unsloth's offloaded gradient checkpointing + Apple Cut Cross Entropy)."),
        dict(model="Llama 3.1 8B", method="qlora", context=uns, batch=1, rank=32, ckpt=True, gib=vram, bound=True, unscored="Unsloth kernels (activations offloaded to CPU, fused loss) are not modelled"))
u70 = "Unsloth README (lines 409-415) / unsloth.ai/blog/llama3-3: Llama 3.3 70B Instruct on an 80GB A100, 4-bit QLoRA all linear layers, rank 32, batch 1, padded sequences; VRAM size at which this is the maximum context (upper bound). "
add(dict(source_url=UR + "#L409-L415", source_date="2026-03-17", framework="Hugging Face + FA2", model="Llama 3.3 70B", params_b=70.55, method="qlora", weights_bits=4,
         batch=1, sequence_length=6916, gradient_checkpointing="unknown", optimizer="unknown", lora_rank=32, measured_gb=80, kind="measured", note=u70 + "Column 'Hugging Face + FA2' (48 GB: OOM)."),
    dict(model="Llama 3.3 70B", method="qlora", context=6916, batch=1, rank=32, ckpt=True, gib=80, bound=True))
for vram, ctx, col, url in [(48, 12106, "Unsloth (+ Apple CCE)", UR + "#L409-L415"), (80, 89389, "Unsloth (+ Apple CCE)", UR + "#L409-L415"),
                            (48, 7385, "Unsloth (Old)", "https://unsloth.ai/blog/llama3-3"), (80, 48447, "Unsloth (Old)", "https://unsloth.ai/blog/llama3-3")]:
    add(dict(source_url=url, source_date="2024-12" if "blog" in url else "2026-03-17", framework="Unsloth", model="Llama 3.3 70B", params_b=70.55, method="qlora",
             weights_bits=4, batch=1, sequence_length=ctx, gradient_checkpointing="yes", optimizer="unknown", lora_rank=32, measured_gb=vram, kind="measured",
             note=u70 + f"Column '{col}'." + (" Blog page undated in the stored copy; Llama 3.3 released 2024-12." if "blog" in url else "")),
        dict(model="Llama 3.3 70B", method="qlora", context=ctx, batch=1, rank=32, ckpt=True, gib=vram, bound=True, unscored="Unsloth kernels not modelled"))
add(dict(source_url="https://unsloth.ai/blog/llama3-3", source_date="2024-12", framework="Unsloth", model="Llama 3.3 70B", params_b=70.55, method="qlora", weights_bits=4,
         batch="", sequence_length="", gradient_checkpointing="yes", optimizer="unknown", lora_rank="", measured_gb=41, kind="measured",
         note="Unsloth blog heading 'Llama 3.3 (70B) finetuning fits in 41GB'; settings of this figure not given beside it"),
    dict(model="Llama 3.3 70B", method="qlora", context=2048, batch=1, rank=16, ckpt=True, gib=41, unscored="settings not stated; Unsloth kernels"))
URQ = "https://unsloth.ai/docs/get-started/fine-tuning-for-beginners/unsloth-requirements"
for p, q, l in [(3, 3.5, 8), (7, 5, 19), (8, 6, 22), (9, 6.5, 24), (11, 7.5, 29), (14, 8.5, 33), (27, 22, 64), (32, 26, 76), (40, 30, 96), (70, 41, 164), (81, 48, 192), (90, 53, 212), (405, 237, 950)]:
    for m, v in [("qlora", q), ("lora", l)]:
        add(dict(source_url=URQ, source_date="", framework="Unsloth", model=f"{p}B", params_b=p, method=m, weights_bits=4 if m == "qlora" else 16,
                 batch="", sequence_length="", gradient_checkpointing="unknown", optimizer="unknown", lora_rank="", measured_gb=v, kind="estimate_table",
                 note="Unsloth docs 'Unsloth Requirements', table of VRAM by model parameters ('QLoRA uses 4-bit, LoRA uses 16-bit ... these numbers are the absolute minimum'); "
                      "numbers read from the stored Chinese copy of the same page (unsloth.ai/docs/zh/kai-shi/fine-tuning-for-beginners/unsloth-requirements) because the stored English copy is cut before the table; page undated. "
                      "App run at 2048 tokens, batch 1, rank 16 (Unsloth's notebooks' usual max_seq_length and r)"),
            dict(params=p, method=m, context=2048, batch=1, rank=16, ckpt=True, gib=v))

# ---------------- QLoRA paper ----------------
QP = "https://arxiv.org/abs/2305.14314"
qs = "Settings of the 65B Guanaco run from artidoro/qlora scripts/finetune_guanaco_65b.sh (commit 0b46ca80): per_device_train_batch_size 4, source_max_len 16 + target_max_len 512, lora_r 64 on all linear layers, NF4 + double quant, gradient checkpointing, qlora.py's default paged_adamw_32bit."
add(dict(source_url=QP, source_date="2023-05-23", framework="QLoRA (HF + bitsandbytes)", model="LLaMA 65B", params_b=65.2, method="qlora", weights_bits=4, batch=4,
         sequence_length=528, gradient_checkpointing="yes", optimizer="paged AdamW 32-bit", lora_rank=64, measured_gb=48, kind="measured",
         note="QLoRA abstract: 'reduces memory usage enough to finetune a 65B parameter model on a single 48GB GPU'; an upper bound (trained within 48 GB). " + qs),
    dict(params=65.2, method="qlora", context=528, batch=4, rank=64, ckpt=True, gib=48, bound=True))
add(dict(source_url=QP, source_date="2023-05-23", framework="QLoRA paper", model="LLaMA 65B", params_b=65.2, method="full", weights_bits=16, batch="",
         sequence_length="", gradient_checkpointing="unknown", optimizer="AdamW", lora_rank="", measured_gb=780, kind="estimate_table",
         note="QLoRA paper, introduction: regular 16-bit finetuning of LLaMA 65B 'requires more than 780 GB of GPU memory' (a lower bound, not a measurement)"),
    dict(params=65.2, method="full", context=512, batch=1, ckpt=True, gib=780, unscored="a '>' lower bound without settings"))

# ---------------- LitGPT config hub table (measured, parsed) ----------------
LITMAP = {  # config dir -> (model name for data, params_b, app model or None)
    "falcon-7b": ("falcon-7b", 7.22, None), "gemma-2b": ("gemma-2b", 2.51, None), "gemma-7b": ("gemma-7b", 8.54, None),
    "gemma2-2b": ("gemma-2-2b", 2.61, None), "gemma2b": ("gemma-2-2b", 2.61, None), "gemma2-9b": ("gemma-2-9b", 9.24, "Gemma 2 9B"),
    "llama-2-7b": ("llama-2-7b", 6.74, None), "llama-3-8b": ("llama-3-8b", 8.03, "Llama 3.1 8B"), "llama-3.1-8b": ("llama-3.1-8b", 8.03, "Llama 3.1 8B"),
    "llama-3.2-1b": ("llama-3.2-1b", 1.24, "Llama 3.2 1B"), "llama-3.2-3b": ("llama-3.2-3b", 3.21, "Llama 3.2 3B"),
    "mistral-7b-v0.2": ("mistral-7b-v0.2", 7.24, "Mistral 7B v0.3"), "mistral-7b": ("mistral-7b (v0.1)", 7.24, "Mistral 7B v0.1"),
    "phi-2": ("phi-2", 2.78, None), "phi-3": ("Phi-3-mini-4k-instruct", 3.82, "Phi-3 mini"),
    "stablelm-base-alpha-3b": ("stablelm-base-alpha-3b", 3.64, None), "tiny-llama": ("tiny-llama 1.1B", 1.1, None),
}
CFGDIR = {"llama-3.2-1b": "llama-3.2-1B", "llama-3.2-3b": "llama-3.2-3B", "gemma2b": "gemma2-2b"}
BLAME_DATE = {"2b195c7f5": "2024-08-02", "5895df100": "2024-04-26", "fd71063ce": "2024-07-24", "00af8b0d9": "2024-09-27", "f247be87e": "2024-07-05"}
readme = git_show(LIT, LIT_C, "config_hub/finetune/README.md").splitlines()
blame = subprocess.run(["git", "-C", LIT, "blame", "-s", "--date=short", "-l", LIT_C, "--", "config_hub/finetune/README.md"], capture_output=True, text=True).stdout.splitlines()
seen = {}
for i, line in enumerate(readme, 1):
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if len(cells) < 9 or not cells[0].endswith(".yaml"): continue
    cfg, model, epochs, seqlen, mbs, machine, runtime, cost, peak = cells[:9]
    if not peak.endswith("GB"): continue
    d0, kind = cfg.split("/")
    kind = kind.replace(".yaml", "")
    name, p, appmodel = LITMAP[d0]
    cdir = CFGDIR.get(d0, d0)
    y = git_show(LIT, LIT_C, f"config_hub/finetune/{cdir}/{kind}.yaml")
    def gv(k):
        m = re.search(rf"^\s*{k}:\s*(.*)$", y, re.M); return m.group(1).split("#")[0].strip() if m else ""
    devices = int(gv("devices") or 1)
    r = gv("lora_r")
    mods = ",".join(k for k in ["query", "key", "value", "projection", "mlp", "head"] if gv("lora_" + k) == "true")
    commit = blame[i - 1].split()[0]
    date = subprocess.run(["git", "-C", LIT, "log", "-1", "--format=%cs", commit], capture_output=True, text=True).stdout.strip()
    v = float(peak.replace("GB", ""))
    method = "full" if kind == "full" else kind
    ckpt = devices > 1  # FSDPStrategy with activation_checkpointing_policy only when devices > 1 (litgpt/finetune/full.py)
    note = (f"LitGPT config_hub/finetune/README.md line {i}: {cfg} on {machine}, 'Peak memory' {peak}; bf16-true (bf16 weights and bf16 AdamW states), Alpaca2k, max seq length {seqlen}, micro batch {mbs}; "
            f"config: devices {devices}, lora_r {r or '-'} on {mods or '-'}; peak = torch.cuda.max_memory_allocated()/1e9 (litgpt/utils.py), decimal GB; "
            f"single-device runs use no activation checkpointing; row added in {commit[:9]}")
    d = dict(source_url=f"https://github.com/Lightning-AI/litgpt/blob/{LIT_C}/config_hub/finetune/README.md#L{i}", source_date=date, framework="LitGPT",
             model=name, params_b=p, method=method, weights_bits=4 if method == "qlora" else 16, batch=int(mbs), sequence_length=int(seqlen),
             gradient_checkpointing="yes" if ckpt else "no", optimizer="AdamW (bf16 states)", lora_rank=r, measured_gb=v, kind="measured", note=note)
    app = dict(model=appmodel, params=None if appmodel else p, method=method, context=int(seqlen), batch=int(mbs), rank=int(r) if r else None,
               ckpt=ckpt, gb=v, gpus=devices if devices > 1 else None)
    key = (cfg, v)
    if key in seen and devices == 1:
        app["unscored"] = "same single-GPU config and figure as the 1xA10G row (config devices: 1)"
    seen[key] = True
    if appmodel is None:
        app["proxy"] = True
    add(d, app)

# ---------------- LitGPT resource tables (lit-gpt, 2023-10) ----------------
RT = f"https://github.com/Lightning-AI/litgpt/blob/{LIT_C}/tutorials/resource-tables.md"
rt = git_show(LIT, LIT_C, "tutorials/resource-tables.md").splitlines()
RTM = {"phi-1.5": (1.42, 1044), "StableLM Alpha": (3.64, 1034), "Llama 2": (None, 1304), "Falcon": (40, 1079)}
section = None
for i, line in enumerate(rt, 1):
    if line.startswith("## "): section = line[3:].strip()
    if section not in ("Finetuning with LoRA on 1 GPU", "Finetuning with LoRA on Multiple GPUs"): continue
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if len(cells) < 7 or not cells[1] or cells[0] == "Size" or cells[0].startswith("-"): continue
    multi = section.endswith("Multiple GPUs")
    size, model, quant, mbs, trainable = cells[:5]
    mem = cells[6] if multi else cells[5]
    gpus = int(cells[5].split("x")[0]) if multi else 1
    if not mem.endswith("GB"): continue
    p, seq = RTM[model]
    if model == "Llama 2": p = 6.74 if size.startswith("7") else 13.0
    method = "lora" if quant == "None" else "qlora"
    v = float(mem.replace("GB", ""))
    d = dict(source_url=f"{RT}#L{i}", source_date="2023-10-20", framework="lit-gpt", model=f"{model} {size.replace(' ', '')}", params_b=p, method=method,
             weights_bits=16 if quant == "None" else 4, batch=int(mbs), sequence_length=seq, gradient_checkpointing="no" if gpus == 1 else "unknown",
             optimizer="AdamW", lora_rank=8, measured_gb=v, kind="measured",
             note=(f"LitGPT tutorials/resource-tables.md ('Last updated: 10/20/2023', lit-gpt 8641822, A100-SXM4-40GB, bf16-true), section '{section}', line {i}: "
                   f"quantization {quant}, micro batch {mbs}, {trainable} trainable, {gpus} GPU(s), 'Max GPU RAM' {mem}. Alpaca at full length: longest example {seq} tokens for this tokenizer (same page). "
                   "lit-gpt finetune/lora.py then: lora_r 8 on query and value, memory max_memory_allocated()/1e9."
                   + (" bnb.nf4 = NF4 without double quantisation." if quant == "bnb.nf4" else "")))
    app = dict(params=p, method=method, context=seq, batch=int(mbs), rank=8, ckpt=False if gpus == 1 else True, gb=v, gpus=gpus if gpus > 1 else None, proxy=True)
    if quant == "bnb.nf4":
        app["unscored"] = "NF4 without double quantisation (the nf4-dq row is scored)"
    if gpus > 1:
        app["unscored"] = "multi-GPU FSDP LoRA in 2023 lit-gpt: sharding and checkpointing settings not stated"
    add(d, app)

# ---------------- write data CSV ----------------
with open(os.path.join(HERE, "finetune-memory.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=COLS); w.writeheader()
    for d, _ in rows: w.writerow(d)

# ---------------- run the app ----------------
def run_app(a):
    cmd = [GA, "fit"]
    cmd += ["--model", a["model"]] if a.get("model") else ["--params", str(a["params"])]
    cmd += ["--method", a["method"], "--context", str(a["context"]), "--batch", str(a["batch"])]
    if a.get("rank"): cmd += ["--lora-rank", str(a["rank"])]
    if a.get("ckpt") is False: cmd += ["--no-checkpointing"]
    if a.get("opt8"): cmd += ["--optimizer-8bit"]
    if a.get("gpus"): cmd += ["--gpus", str(a["gpus"])]
    cmd += ["--card", CARD, "--format", "csv"]
    out = subprocess.run(cmd, capture_output=True, text=True)
    lines = [l for l in out.stdout.splitlines() if l.strip()]
    rec = dict(zip(lines[0].split(","), lines[1].split(",")))
    return cmd, rec

CMP = ["source_url", "framework", "model", "params_b", "method", "weights_bits", "batch", "sequence_length", "gradient_checkpointing", "optimizer", "lora_rank",
       "measured_gb", "kind", "measured_gib", "app_gb", "app_weights_gb", "app_activations_gb", "app_gradients_gb", "app_optimizer_gb", "app_overhead_gb",
       "ratio", "scored", "why_not_scored", "bound", "model_proxy", "command"]
out_rows = []
for d, a in rows:
    if a is None: continue
    cmd, rec = run_app(a)
    if "gib" in a: gib = a["gib"]
    elif "gb" in a: gib = round(a["gb"] * GiB_PER_GB, 3)
    else: gib = d["measured_gb"]   # estimate tables and card sizes: taken as GiB, like the cards' memory_gb
    app_gb = float(rec["memory_per_gpu_needed_gb"])
    out_rows.append(dict(source_url=d["source_url"], framework=d["framework"], model=d["model"], params_b=d["params_b"], method=d["method"],
        weights_bits=d["weights_bits"], batch=d["batch"], sequence_length=d["sequence_length"], gradient_checkpointing=d["gradient_checkpointing"],
        optimizer=d["optimizer"], lora_rank=d["lora_rank"], measured_gb=d["measured_gb"], kind=d["kind"], measured_gib=gib, app_gb=app_gb,
        app_weights_gb=rec["weights_gb"], app_activations_gb=rec["activations_gb"], app_gradients_gb=rec["gradients_gb"], app_optimizer_gb=rec["optimizer_gb"],
        app_overhead_gb=rec["overhead_gb"], ratio=round(app_gb / gib, 3), scored="no" if a.get("unscored") else "yes", why_not_scored=a.get("unscored", ""),
        bound="yes" if a.get("bound") else "no", model_proxy="--params (shape borrowed)" if (a.get("proxy") or not a.get("model")) else ("" if a.get("model") == d["model"] else f"as {a['model']}"),
        command=" ".join(f'"{c}"' if " " in c else c for c in cmd)))
with open(os.path.join(HERE, "finetune-memory-compare.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=CMP); w.writeheader(); w.writerows(out_rows)

def med(sel):
    e = [abs(r["ratio"] - 1) for r in sel]
    return (f"{100*statistics.median(e):.1f} % (n={len(e)}, median ratio {statistics.median([r['ratio'] for r in sel]):.2f})") if e else "n/a (n=0)"
print("data rows", len(rows), "compared", len(out_rows), "scored", sum(r["scored"] == "yes" for r in out_rows))
for kind in ["measured", "estimate_table"]:
    for m in ["lora", "qlora", "full"]:
        s = [r for r in out_rows if r["kind"] == kind and r["method"] == m and r["scored"] == "yes"]
        pt = [r for r in s if r["bound"] == "no"]
        print(f"{kind:15s} {m:6s} all scored: {med(s)} | point values only: {med(pt)}")
print("-- catalog models only (no --params proxy) --")
for kind in ["measured", "estimate_table"]:
    for m in ["lora", "qlora", "full"]:
        s = [r for r in out_rows if r["kind"] == kind and r["method"] == m and r["scored"] == "yes" and not r["model_proxy"].startswith("--params")]
        print(f"{kind:15s} {m:6s} {med(s)}")
print("-- by framework, measured, scored --")
for fw in sorted({r["framework"] for r in out_rows}):
    for m in ["lora", "qlora", "full"]:
        s = [r for r in out_rows if r["framework"] == fw and r["method"] == m and r["scored"] == "yes" and r["kind"] == "measured"]
        if s: print(f"{fw:35s} {m:6s} {med(s)}")
