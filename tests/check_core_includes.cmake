# Fails if a file in core/ includes a Qt Widgets or Qt Charts header: core must stay usable
# headless and from the command line. Run by CTest as "core_has_no_widget_includes".
file(GLOB_RECURSE core_files "${SOURCE_DIR}/core/*.h" "${SOURCE_DIR}/core/*.cpp")
set(bad "")
foreach(f IN LISTS core_files)
    file(STRINGS "${f}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"](QtWidgets|QtCharts|QWidget|QMainWindow|QApplication|QChart|QChartView|QDialog|QAbstractItemView|QTableView|QLabel|QPushButton|QMessageBox)[/>\"]")
    if(lines)
        list(APPEND bad "${f}: ${lines}")
    endif()
endforeach()
if(bad)
    message(FATAL_ERROR "core/ must not include widget or chart headers:\n${bad}")
endif()
message(STATUS "core/ is free of widget and chart includes (${CMAKE_MATCH_COUNT} files checked)")
