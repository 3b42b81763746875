# Fails if a C++ file differs from what clang-format makes of it (.clang-format at the top).
# Fix with: clang-format -i $(git ls-files '*.cpp' '*.h')
file(GLOB_RECURSE files "${SOURCE_DIR}/app/*.cpp" "${SOURCE_DIR}/app/*.h" "${SOURCE_DIR}/core/*.cpp"
    "${SOURCE_DIR}/core/*.h" "${SOURCE_DIR}/ui/*.cpp" "${SOURCE_DIR}/ui/*.h" "${SOURCE_DIR}/tests/*.cpp"
    "${SOURCE_DIR}/tests/*.h" "${SOURCE_DIR}/bench/*.cpp" "${SOURCE_DIR}/bench/*.h"
    "${SOURCE_DIR}/fuzz/*.cpp" "${SOURCE_DIR}/fuzz/*.h" "${SOURCE_DIR}/cli/*.cpp" "${SOURCE_DIR}/cli/*.h"
    "${SOURCE_DIR}/tools/*.cpp" "${SOURCE_DIR}/tools/*.h")
execute_process(COMMAND ${CLANG_FORMAT} --dry-run --Werror ${files}
    WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE rc ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "Files are not formatted (run clang-format -i on them):\n${out}")
endif()
