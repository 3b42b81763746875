# Fails if a file in core/ includes a Qt Widgets or Qt Charts header, or one of the command
# line's (cli/): core must stay usable headless, and the front ends sit above it.
# Run by CTest as "core_has_no_widget_includes".
file(GLOB_RECURSE core_files "${SOURCE_DIR}/core/*.h" "${SOURCE_DIR}/core/*.cpp")
set(bad "")
foreach(f IN LISTS core_files)
    file(STRINGS "${f}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"](QtWidgets|QtCharts|QWidget|QMainWindow|QApplication|QChart|QChartView|QDialog|QAbstractItemView|QTableView|QLabel|QPushButton|QMessageBox|Cli\\.h|CliContext_p\\.h)[/>\"]")
    if(lines)
        list(APPEND bad "${f}: ${lines}")
    endif()
endforeach()
if(bad)
    message(FATAL_ERROR "core/ must not include widget, chart or command-line headers:\n${bad}")
endif()
list(LENGTH core_files checked)
message(STATUS "core/ is free of widget, chart and command-line includes (${checked} files checked)")
