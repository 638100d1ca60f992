reset
$D0 << EOD
803.1290104060839 0 720.2464596953898 806.0171918046383
EOD
$D1 << EOD
791.3400379713094 1 771.1943058690277 792.5971966017534
EOD
$D2 << EOD
756.6319016613891 2 730.3450411148124 814.1319166133634
EOD
$D3 << EOD
616.7117597298761 3 484.8513262429754 648.8025512090977
EOD
$D4 << EOD
603.7341871342551 4 567.0379766249218 622.8134300418423
EOD
$D5 << EOD
594.2183090041597 5 585.7108497398507 621.466955268178
EOD
$D6 << EOD
578.0330043060006 6 539.4190096956888 625.2398399658957
EOD
$D7 << EOD
535.7200890971426 7 498.5446442237584 545.7144840165455
EOD
$D8 << EOD
473.1631114834748 8 466.3075297676759 504.28951242889906
EOD
$D9 << EOD
448.35053808592806 9 432.92873216657387 460.0641720154077
EOD
$D10 << EOD
410.191028604949 10 390.8411740315568 450.733789099439
EOD
$D11 << EOD
70.51083291390488 11 67.28950517130771 75.31519825104075
EOD
$D12 << EOD
51.8146714334035 12 49.21530508041665 52.19785437226776
EOD
$D13 << EOD
29.796087010496432 13 29.107784684701787 29.937284372525685
EOD
$D14 << EOD
902.739254821195 0 "800"
887.7088601939638 1 "790"
911.827746606967 2 "760"
726.6588573541895 3 "620"
697.5510416468634 4 "600"
696.0429899003594 5 "590"
700.2686207618033 6 "580"
611.2002220985311 7 "540"
564.804253920367 8 "470"
515.2718726572566 9 "450"
504.8218437913717 10 "410"
84.35302204116566 11 "71"
58.4615968969399 12 "52"
33.52975849722877 13 "30"
EOD
set terminal pngcairo noenhanced size 900,570 font 'sans,10'
set output "reach.png"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3 trials" font ',12'
unset key
set logscale x 10
set xrange [11.11111111111111:10240.0]
set yrange [13.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("20" 20, "50" 50, "100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000, "5,000" 5000, "10,000" 10000) font ',9'
set ytics ("czmq addressed" 0, "raw pubsub (floor)" 1, "zmq addressed" 2, "redis pubsub" 3, "redis reply" 4, "czmq pubsub" 5, "zmq pubsub" 6, "nats reply" 7, "nats pubsub" 8, "mqtt reply" 9, "mqtt pubsub" 10, "nanomsg survey" 11, "nanomsg pubsub" 12, "nng pubsub" 13) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 20, graph 0 to first 20, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 20" at first 20, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 1024, graph 0 to first 1024, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 1,024" at first 1024, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 4 from first 4096, graph 0 to first 4096, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 14 "run: 4,096" at first 4096, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D10 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D11 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#009E73", \
     $D12 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#009E73", \
     $D13 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#CC79A7", \
     $D14 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
set terminal svg noenhanced size 900,570 dynamic font 'sans,10' background '#ffffff'
set output "reach.svg"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3 trials" font ',12'
unset key
set logscale x 10
set xrange [11.11111111111111:10240.0]
set yrange [13.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("20" 20, "50" 50, "100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000, "5,000" 5000, "10,000" 10000) font ',9'
set ytics ("czmq addressed" 0, "raw pubsub (floor)" 1, "zmq addressed" 2, "redis pubsub" 3, "redis reply" 4, "czmq pubsub" 5, "zmq pubsub" 6, "nats reply" 7, "nats pubsub" 8, "mqtt reply" 9, "mqtt pubsub" 10, "nanomsg survey" 11, "nanomsg pubsub" 12, "nng pubsub" 13) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 20, graph 0 to first 20, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 20" at first 20, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 1024, graph 0 to first 1024, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 1,024" at first 1024, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 4 from first 4096, graph 0 to first 4096, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 14 "run: 4,096" at first 4096, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D10 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D11 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#009E73", \
     $D12 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#009E73", \
     $D13 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#CC79A7", \
     $D14 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
