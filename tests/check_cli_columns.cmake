# Fails if a file in cli/ keeps a list of numeric or yes/no columns apart from its columns (issue
# 40, item 3): a table declares each column's kind where it names the column
# (OutputTable::setColumns(), addColumn()), or takes it from a field table (RankingFields.h,
# CatalogColumns.h). Run by CTest as "cli_declares_column_kinds_with_columns".
file(GLOB cli_files "${SOURCE_DIR}/cli/*.h" "${SOURCE_DIR}/cli/*.cpp")
set(bad "")
foreach(f IN LISTS cli_files)
    file(STRINGS "${f}" lines REGEX "(numericColumns|booleanColumns)")
    if(lines)
        list(APPEND bad "${f}: ${lines}")
    endif()
endforeach()
if(bad)
    message(FATAL_ERROR "cli/ must declare column kinds with the columns:\n${bad}")
endif()
list(LENGTH cli_files checked)
message(STATUS "cli/ declares every column's kind with the column (${checked} files checked)")
