# Reports source files over 700 lines and functions over 100 lines (issue 27, item 5) in app/,
# cli/, ui/, core/ and bench/. Fails only for the folders in STRICT_FOLDERS, which keep to the
# limits; what the other folders still have over them is printed as a to-do list.
#
# A function is counted from its opening brace to its closing brace, both alone on a line at the
# start of it (clang-format puts a function's braces there, .clang-format: AfterFunction), so
# lambdas, classes and functions defined inside a class body are not counted on their own.
# Run: cmake -DSOURCE_DIR=<repository> -P tests/check_size.cmake
set(STRICT_FOLDERS app cli ui bench core/catalog core/detect core/estimate core/imports core/io
    core/planner core/ranking core/report core/settings core/store)
set(ALL_FOLDERS app cli ui core bench)
set(MAX_FILE_LINES 700)
set(MAX_FUNCTION_LINES 100)

if(NOT SOURCE_DIR)
    get_filename_component(SOURCE_DIR "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
endif()

set(failures "")
set(todo "")
foreach(folder IN LISTS ALL_FOLDERS)
    file(GLOB_RECURSE files RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/${folder}/*.cpp"
        "${SOURCE_DIR}/${folder}/*.h")
    list(SORT files)
    foreach(file IN LISTS files)
        set(strict FALSE)
        foreach(s IN LISTS STRICT_FOLDERS)
            string(FIND "${file}" "${s}/" at)
            if(at EQUAL 0)
                set(strict TRUE)
            endif()
        endforeach()
        file(READ "${SOURCE_DIR}/${file}" text)
        # One list element per line: characters that mean something to a CMake list go first.
        string(REPLACE "\\" "/" text "${text}")
        string(REPLACE ";" "," text "${text}")
        string(REPLACE "[" "(" text "${text}")
        string(REPLACE "]" ")" text "${text}")
        string(REPLACE "\n" ";" text "${text}")
        set(number 0)
        set(start 0)
        set(previous "")
        set(signature "")
        set(found "")
        foreach(line IN LISTS text)
            math(EXPR number "${number} + 1")
            if(line STREQUAL "{")
                set(start ${number})
                set(signature "${previous}")
            elseif(line STREQUAL "}" AND start GREATER 0)
                math(EXPR length "${number} - ${start} + 1")
                if(length GREATER MAX_FUNCTION_LINES)
                    string(STRIP "${signature}" signature)
                    list(APPEND found "${file}:${start}: function of ${length} lines (${signature})")
                endif()
                set(start 0)
            endif()
            if(NOT line STREQUAL "")
                set(previous "${line}")
            endif()
        endforeach()
        # The last line ends with a newline, which leaves one empty element after it.
        math(EXPR lines "${number} - 1")
        if(lines GREATER MAX_FILE_LINES)
            list(INSERT found 0 "${file}: ${lines} lines")
        endif()
        if(strict)
            list(APPEND failures ${found})
        else()
            list(APPEND todo ${found})
        endif()
    endforeach()
endforeach()

list(JOIN STRICT_FOLDERS ", " strict_text)
if(todo)
    list(LENGTH todo count)
    string(REPLACE ";" "\n  " text "${todo}")
    message(STATUS "To do (${count}, outside ${strict_text}; files over ${MAX_FILE_LINES} "
        "lines, functions over ${MAX_FUNCTION_LINES}):\n  ${text}")
endif()
if(failures)
    string(REPLACE ";" "\n  " text "${failures}")
    message(FATAL_ERROR "Over the limits (files ${MAX_FILE_LINES} lines, functions "
        "${MAX_FUNCTION_LINES}) in ${strict_text}:\n  ${text}")
endif()
