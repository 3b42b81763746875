# One INTERFACE target carries the project's compiler flags; every target links it.
add_library(gpu_advisor_flags INTERFACE)
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(gpu_advisor_flags INTERFACE
        -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast
        -Wcast-align -Woverloaded-virtual -Wnull-dereference -Wimplicit-fallthrough)
    if(GPU_ADVISOR_WERROR)
        target_compile_options(gpu_advisor_flags INTERFACE -Werror)
    endif()
    if(GPU_ADVISOR_SANITIZE)
        target_compile_options(gpu_advisor_flags INTERFACE
            -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
        target_link_options(gpu_advisor_flags INTERFACE -fsanitize=address,undefined)
    endif()
    if(GPU_ADVISOR_FUZZ)
        # Coverage for libFuzzer in every library the fuzz targets reach (core), and the same
        # sanitizers; the fuzz targets themselves add -fsanitize=fuzzer (fuzz/CMakeLists.txt).
        target_compile_options(gpu_advisor_flags INTERFACE
            -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
            -fno-sanitize-recover=undefined)
        target_link_options(gpu_advisor_flags INTERFACE -fsanitize=address,undefined)
    endif()
endif()
# No implicit QString -> char* or QString -> QUrl conversions; Q_SIGNALS/Q_EMIT instead of the
# bare keywords so the code also compiles next to libraries that define `signals` or `emit`.
target_compile_definitions(gpu_advisor_flags INTERFACE
    QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_KEYWORDS QT_USE_QSTRINGBUILDER)
